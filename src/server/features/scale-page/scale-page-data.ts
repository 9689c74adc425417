// What the public page shows, as loaded from the profile and links features.
import type { AppearanceState } from '../../../core/appearance/appearance-schemas';
import type { Tier } from '../profiles/public';

export type ScalePageLink = {
  /** Absent reads as 'link'. */
  kind?: 'link';
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
  /** The owner's one highlighted link (issue 23); absent reads as no. */
  featured?: boolean;
};

/** A section header between links (issue 23): a title only. */
export type ScalePageHeader = { kind: 'header'; id: string; title: string };

export type ScalePageItem = ScalePageLink | ScalePageHeader;

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
  /** The links and section headers shown now, in page order. */
  links: ScalePageItem[];
  /**
   * When a link's schedule next starts or ends (ms since the epoch): the page is out of
   * date from then on (decision 069). Absent or null: no schedule ahead.
   */
  nextChangeAt?: number | null;
  /** The owner's saved look and social icons (issue 23); absent: the default look. */
  appearance?: AppearanceState;
};

/** The links alone, without the section headers. */
export function linksOf(items: readonly ScalePageItem[]): ScalePageLink[] {
  return items.filter((item): item is ScalePageLink => item.kind !== 'header');
}
