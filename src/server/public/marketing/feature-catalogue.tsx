// The seven features the landing page advertises (spec §1), quoted in its words,
// with the longer copy the /features page tells about each.
import {
  ChartColumn,
  ClipboardList,
  FileText,
  type LucideIcon,
  MessageSquareText,
  Share2,
  Smartphone,
  SquareKanban,
} from 'lucide-react';

export type MarketingFeature = {
  slug: string;
  title: string;
  icon: LucideIcon;
  summary: string;
  details: readonly string[];
};

export const MARKETING_FEATURES: readonly MarketingFeature[] = [
  {
    slug: 'mobile-pages',
    title: 'Mobile-optimised pages',
    icon: Smartphone,
    summary:
      'Your Scale Page loads fast and looks sharp on every phone, where most of your visitors tap your bio link.',
    details: [
      'Pages are rendered on the server as plain HTML, so they appear instantly even on slow mobile connections.',
      'Large tap targets for your links and the WhatsApp, Call and Schedule buttons.',
      'Your avatar, display name and bio up top, so visitors know they found the right person.',
      'Works without JavaScript and with screen readers.',
    ],
  },
  {
    slug: 'click-analytics',
    title: 'Click analytics',
    icon: ChartColumn,
    summary: 'See which links people tap, how often, and where they came from.',
    details: [
      'Every click on your Scale Page is counted per link.',
      'Referrers show whether visitors came from Instagram, LinkedIn, email or a business card.',
      'Totals on your dashboard: links, clicks, clients and conversion at a glance.',
      'Pro adds detailed analytics; Business adds analytics for the whole team.',
    ],
  },
  {
    slug: 'seo-sharing',
    title: 'SEO and social sharing',
    icon: Share2,
    summary:
      'Search engines can read your page, and links to it unfurl with a proper title and description.',
    details: [
      'Title, description and canonical address on every page.',
      'Open Graph and Twitter tags so shared links show a rich preview in chats and feeds.',
      'A clean, short address you can print on a business card.',
    ],
  },
  {
    slug: 'lead-capture',
    title: 'Lead capture forms feeding the CRM',
    icon: ClipboardList,
    summary: 'Visitors leave their details on your page and arrive in your CRM as new leads.',
    details: [
      'New contacts start in the New Lead stage with Scale Page as their lead source.',
      'No copying between tools: the lead is waiting in your pipeline when you open the dashboard.',
      'Live updates: a new lead shows up on your screen without a refresh.',
    ],
  },
  {
    slug: 'pipeline',
    title: 'Client and lead pipeline tracking',
    icon: SquareKanban,
    summary:
      'Move every client from first contact to closed won on a kanban board, or work the list view.',
    details: [
      'Eight stages: New Lead, Contacted, Qualified, Proposal Sent, Negotiation, Closed Won, Closed Lost and On Hold.',
      'Drag cards between columns; each column shows its count and pipeline value.',
      'Lead scores, estimated values, tags, expected close dates and notes on every client.',
      'Log calls, emails, meetings and notes; import contacts from CSV, Excel or VCF files.',
    ],
  },
  {
    slug: 'document-sharing',
    title: 'Document sharing with view notifications',
    icon: FileText,
    summary: 'Share a proposal or price list with a tracked link and know the moment it is opened.',
    details: [
      'Every shared PDF gets its own tracking link.',
      'See how many times it was viewed and for how long.',
      'Get notified when a prospect opens your document, so you can follow up while it is fresh.',
    ],
  },
  {
    slug: 'message-templates',
    title: 'Reusable message templates',
    icon: MessageSquareText,
    summary: 'Save the follow-ups you send every day and reuse them in a click.',
    details: [
      'Keep templates for introductions, follow-ups, proposals and thank-you notes.',
      'Consistent messaging across your whole team with shared templates on Business.',
      'Spend your time on the conversation, not on retyping it.',
    ],
  },
];
