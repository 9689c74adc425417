// What the public page shows, as loaded from the profile and links features.
import type { AppearanceState } from '../../../core/appearance/appearance-schemas';
import type { Tier } from '../profiles/public';

export type ScalePageLink = {
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
};

export type ScalePageProfile = {
  userId: string;
  username: string;
  displayName: string | null;
  bio: string | null;
  avatarUrl: string | null;
  tier: Tier;
  whatsappNumber: string | null;
  phoneNumber: string | null;
  /** The contact form (issue 4); absent reads as off. */
  leadFormEnabled?: boolean;
  /**
   * The Schedule button's target (issue 5): /schedule/{userId}/{slug} for the one active
   * event type, /schedule/{userId} (a chooser) for several; absent or null: no button.
   */
  schedulePath?: string | null;
};

export type ScalePageData = {
  profile: ScalePageProfile;
  links: ScalePageLink[];
  /** The owner's saved look and social icons (issue 23); absent: the default look. */
  appearance?: AppearanceState;
};
