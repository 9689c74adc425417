// Lead routing and the team page (issue 22): the settings' rules, shared by the server
// (which enforces them) and the web settings (which check them before sending).
import { z } from 'zod';
import { isAllowedLinkUrl, LINK_TITLE_MAX } from './link-schemas';
import { LINK_MESSAGES } from './messages';
import { DEFAULT_ROUND_ROBIN_WEIGHT, MAX_ROUND_ROBIN_WEIGHT } from './round-robin';
import { withWebScheme } from './web-url';

/** The rule that chose a client's owner; 'manual' when a member changed it by hand. */
export const ASSIGNMENT_RULES = [
  'round_robin',
  'existing_contact',
  'fixed',
  'unassigned',
  'manual',
] as const;
export type AssignmentRule = (typeof ASSIGNMENT_RULES)[number];

const instant = z.iso.datetime({ offset: true });

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

export const ZRoutingMemberView = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    inRotation: z.boolean(),
    weight: z.number().int(),
    outFrom: instant.nullable(),
    outUntil: instant.nullable(),
    dailyCap: z.number().int().nullable(),
    assignedCount: z.number().int(),
    assignedToday: z.number().int(),
    lastAssignedAt: instant.nullable(),
  })
  .meta({ id: 'RoutingMember' });
export type RoutingMemberView = z.infer<typeof ZRoutingMemberView>;

export const ZRoutingSettingsView = z
  .object({
    mode: z.enum(ROUTING_MODES),
    fixedUserId: z.string().nullable(),
    paused: z
      .boolean()
      .describe("True when the owner's plan is not Business: leads go to the unassigned inbox"),
    members: z.array(ZRoutingMemberView),
  })
  .meta({ id: 'RoutingSettings' });
export type RoutingSettingsView = z.infer<typeof ZRoutingSettingsView>;

/** The latest assignment of a client, for its panel. */
export const ZClientAssignmentView = z
  .object({
    rule: z.enum(ASSIGNMENT_RULES),
    userId: z.string().nullable(),
    source: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: 'ClientAssignment' });
export type ClientAssignmentView = z.infer<typeof ZClientAssignmentView>;

/** GET /clients/:id/assignment — null before any rule or member assigned the client. */
export const ZClientAssignmentAnswer = z
  .object({ assignment: ZClientAssignmentView.nullable() })
  .meta({ id: 'ClientAssignmentAnswer' });

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

export const ZTeamPageLinkView = z
  .object({
    id: z.uuid(),
    title: z.string(),
    url: z.string(),
    isActive: z.boolean(),
    clicks: z.number().int(),
  })
  .meta({ id: 'TeamPageLink' });
export type TeamPageLinkView = z.infer<typeof ZTeamPageLinkView>;

export const ZTeamPageSettingsView = z
  .object({
    slug: z.string(),
    leadFormEnabled: z.boolean(),
    views: z.number().int(),
    links: z.array(ZTeamPageLinkView),
    showMe: z.boolean().describe('Whether the caller appears on the team page'),
    canEdit: z
      .boolean()
      .describe('Whether the caller may change the team-wide settings (org:settings:edit)'),
  })
  .meta({ id: 'TeamPageSettings' });
export type TeamPageSettingsView = z.infer<typeof ZTeamPageSettingsView>;
