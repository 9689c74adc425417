// Lead routing and the team page (issue 22): the settings' rules, shared by the server
// (which enforces them) and the web settings (which check them before sending).
import { z } from 'zod';
import { isAllowedLinkUrl, LINK_TITLE_MAX } from './link-schemas';
import { LINK_MESSAGES } from './messages';
import { DEFAULT_ROUND_ROBIN_WEIGHT, MAX_ROUND_ROBIN_WEIGHT } from './round-robin';
import { withWebScheme } from './web-url';

/** The rule that chose a client's owner; 'manual' when a member changed it by hand. */
export type AssignmentRule = 'round_robin' | 'existing_contact' | 'fixed' | 'unassigned' | 'manual';

export const ROUTING_MODES = ['round_robin', 'fixed', 'unassigned'] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];

export const MAX_DAILY_CAP = 10_000;

export const ROUTING_MESSAGES = {
  modeLabel: 'New leads',
  modes: {
    round_robin: 'Round robin among the members in the rotation',
    fixed: 'To one member',
    unassigned: 'To the unassigned inbox',
  } satisfies Record<RoutingMode, string>,
  fixedMemberRequired: 'Choose the member who gets every new lead',
  notAMember: 'That person is not an active member of this workspace',
  weightRange: `The weight must be a whole number from 1 to ${MAX_ROUND_ROBIN_WEIGHT}`,
  capRange: `The daily cap must be a whole number from 1 to ${MAX_DAILY_CAP}`,
  outOfOfficeOrder: 'Out of office must end after it starts',
  personalWorkspace: 'Lead routing is for team workspaces.',
  paused:
    'Routing is paused: the workspace owner is not on the Business plan, so new leads go to the unassigned inbox.',
  noEditPermission: 'You may not change this workspace’s settings.',
  rules: {
    round_robin: 'round robin',
    existing_contact: 'existing contact',
    fixed: 'the fixed member rule',
    unassigned: 'the unassigned inbox rule',
    manual: 'hand',
  } satisfies Record<AssignmentRule, string>,
  /** The client panel's line: "Assigned by round robin on 26 Nov 2026". */
  assignedBy: (rule: AssignmentRule, when: string) =>
    rule === 'unassigned'
      ? `Left unassigned on ${when}`
      : `Assigned by ${ROUTING_MESSAGES.rules[rule]} on ${when}`,
  teamLeadSubject: (name: string, team: string) =>
    `New lead for you: ${name} on ${team}’s team page`,
} as const;

export const ZRoutingMember = z.strictObject({
  userId: z.string().min(1).max(200),
  inRotation: z.boolean(),
  weight: z
    .number(ROUTING_MESSAGES.weightRange)
    .int(ROUTING_MESSAGES.weightRange)
    .min(1, ROUTING_MESSAGES.weightRange)
    .max(MAX_ROUND_ROBIN_WEIGHT, ROUTING_MESSAGES.weightRange)
    .default(DEFAULT_ROUND_ROBIN_WEIGHT),
  outFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  outUntil: z.iso.datetime({ offset: true }).nullable().default(null),
  dailyCap: z
    .number(ROUTING_MESSAGES.capRange)
    .int(ROUTING_MESSAGES.capRange)
    .min(1, ROUTING_MESSAGES.capRange)
    .max(MAX_DAILY_CAP, ROUTING_MESSAGES.capRange)
    .nullable()
    .default(null),
});

export const ZRoutingSettingsUpdate = z
  .strictObject({
    mode: z.enum(ROUTING_MODES),
    fixedUserId: z.string().min(1).max(200).nullable().default(null),
    members: z.array(ZRoutingMember).max(500).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'fixed' && !value.fixedUserId) {
      ctx.addIssue({
        code: 'custom',
        path: ['fixedUserId'],
        message: ROUTING_MESSAGES.fixedMemberRequired,
      });
    }
    value.members.forEach((member, index) => {
      if (
        member.outFrom &&
        member.outUntil &&
        Date.parse(member.outFrom) >= Date.parse(member.outUntil)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['members', index, 'outUntil'],
          message: ROUTING_MESSAGES.outOfOfficeOrder,
        });
      }
    });
  });
export type RoutingSettingsUpdate = z.output<typeof ZRoutingSettingsUpdate>;
export type RoutingSettingsInput = z.input<typeof ZRoutingSettingsUpdate>;

export type RoutingMemberView = {
  userId: string;
  name: string;
  email: string;
  inRotation: boolean;
  weight: number;
  outFrom: string | null;
  outUntil: string | null;
  dailyCap: number | null;
  assignedCount: number;
  assignedToday: number;
  lastAssignedAt: string | null;
};

export type RoutingSettingsView = {
  mode: RoutingMode;
  fixedUserId: string | null;
  /** True when the owner's plan is not Business: leads go to the unassigned inbox. */
  paused: boolean;
  members: RoutingMemberView[];
};

/** The latest assignment of a client, for its panel. */
export type ClientAssignmentView = {
  rule: AssignmentRule;
  userId: string | null;
  source: string | null;
  createdAt: string;
};

// The team page's settings.
export const TEAM_PAGE_MESSAGES = {
  leadFormLabel: 'Contact form on the team page',
  leadFormHint: 'Visitors can send the team a message; each one is routed as a new lead.',
  showMeLabel: 'Show me on the team page',
  showMeHint: 'Your avatar and name, linking to your Scale Page.',
  linksHeading: 'Team links',
  noLinks: 'No team links yet.',
  personalWorkspace: 'The team page is for team workspaces.',
  tooManyLinks: 'A team page holds at most 50 links',
} as const;

export const TEAM_LINKS_MAX = 50;

const ZTeamLink = z.strictObject({
  id: z.uuid().optional(),
  title: z
    .string(LINK_MESSAGES.titleRequired)
    .trim()
    .min(1, LINK_MESSAGES.titleRequired)
    .max(LINK_TITLE_MAX, LINK_MESSAGES.titleTooLong),
  url: z
    .string(LINK_MESSAGES.urlRequired)
    .trim()
    .min(1, LINK_MESSAGES.urlRequired)
    .transform(withWebScheme)
    .refine(isAllowedLinkUrl, LINK_MESSAGES.urlScheme),
  isActive: z.boolean().default(true),
});

export const ZTeamPageUpdate = z.strictObject({
  leadFormEnabled: z.boolean().optional(),
  links: z.array(ZTeamLink).max(TEAM_LINKS_MAX, TEAM_PAGE_MESSAGES.tooManyLinks).optional(),
});
export type TeamPageUpdateInput = z.input<typeof ZTeamPageUpdate>;

export const ZTeamPageMembership = z.strictObject({ showMe: z.boolean() });

export type TeamPageLinkView = {
  id: string;
  title: string;
  url: string;
  isActive: boolean;
  clicks: number;
};

export type TeamPageSettingsView = {
  slug: string;
  leadFormEnabled: boolean;
  views: number;
  links: TeamPageLinkView[];
  /** Whether the caller appears on the team page. */
  showMe: boolean;
  /** Whether the caller may change the team-wide settings (org:settings:edit). */
  canEdit: boolean;
};
