// What the public page shows, as loaded from the profile and links features.
import type { Tier } from '../../features/profiles/tables';

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
};

export type ScalePageData = { profile: ScalePageProfile; links: ScalePageLink[] };
