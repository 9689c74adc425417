// Follow-up tasks on clients (issue 20): what the tasks API accepts and returns, shared
// by the server (the authority) and the web forms. A due moment is typed as a local date
// and time in a zone (the owner's, by default) and stored as an instant plus that zone,
// so it reads back as typed and reminds at the right instant.
import { z } from 'zod';
import { TASK_MESSAGES } from './messages';
import { parseTimeZone } from './time-zone';

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 10_000;
/** The Tasks view's and a client's task list page size. */
export const TASK_PAGE_SIZE = 50;
export const TASK_PAGE_MAX = 200;

const title = z
  .string(TASK_MESSAGES.titleRequired)
  .trim()
  .min(1, TASK_MESSAGES.titleRequired)
  .max(TASK_TITLE_MAX, TASK_MESSAGES.titleTooLong(TASK_TITLE_MAX));

const notes = z
  .string()
  .trim()
  .max(TASK_NOTES_MAX, TASK_MESSAGES.notesTooLong(TASK_NOTES_MAX))
  .nullish()
  .transform((value) => (value ? value : null));

/** 'YYYY-MM-DD', a real calendar date. */
export const ZTaskDueDate = z
  .string(TASK_MESSAGES.dueDateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, TASK_MESSAGES.invalidDueDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, TASK_MESSAGES.invalidDueDate);

/** 'HH:MM', 24-hour. */
export const ZTaskDueTime = z
  .string(TASK_MESSAGES.invalidDueTime)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TASK_MESSAGES.invalidDueTime);

/** An IANA zone the runtime knows, spelled as it spells it. */
export const ZTaskTimeZone = z.string(TASK_MESSAGES.invalidTimeZone).transform((value, ctx) => {
  const zone = parseTimeZone(value);
  if (!zone) {
    ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.invalidTimeZone });
    return z.NEVER;
  }
  return zone;
});

/** POST /clients/:id/tasks. Absent assignee = the client's owner (else the caller). */
export const ZTaskCreate = z.strictObject({
  title,
  notes,
  dueDate: ZTaskDueDate,
  /** Absent: 09:00. */
  dueTime: ZTaskDueTime.default('09:00'),
  /** Absent: the caller's profile zone. */
  timeZone: ZTaskTimeZone.optional(),
  assigneeId: z.string().min(1).max(100).nullish(),
});
export type TaskCreateInput = z.input<typeof ZTaskCreate>;
export type TaskCreate = z.output<typeof ZTaskCreate>;

/** PATCH /tasks/:id: any of the fields; `done` checks it off (true) or reopens it (false). */
export const ZTaskUpdate = z
  .strictObject({
    title: title.optional(),
    notes: notes.optional(),
    dueDate: ZTaskDueDate.optional(),
    dueTime: ZTaskDueTime.optional(),
    timeZone: ZTaskTimeZone.optional(),
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    done: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: TASK_MESSAGES.nothingToUpdate,
  });
export type TaskUpdateInput = z.input<typeof ZTaskUpdate>;
export type TaskUpdate = z.output<typeof ZTaskUpdate>;

/** The Tasks view's groups. */
export const TASK_BUCKETS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskBucket = (typeof TASK_BUCKETS)[number];
/** Whose tasks: assigned to the caller, or every task of the clients they may see. */
export const TASK_SCOPES = ['mine', 'team'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

const instant = z.iso.datetime({ offset: true });

/** A task as the API returns it. */
export const ZClientTask = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    clientName: z.string(),
    title: z.string(),
    notes: z.string().nullable(),
    dueAt: instant,
    /** The zone it was entered in, and the due date and time as read there. */
    timeZone: z.string().describe('The IANA zone the due moment was entered in'),
    dueDate: z.iso.date().describe('The due date as read in `timeZone`'),
    dueTime: z.string().describe('The due time (HH:MM) as read in `timeZone`'),
    assigneeId: z.string().nullable(),
    assigneeName: z.string().nullable(),
    createdBy: z.string().nullable(),
    doneAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Task' });
export type ClientTask = z.infer<typeof ZClientTask>;

/** The next open task of a client, as cards and list rows show it. */
export const ZNextTask = z
  .object({ id: z.uuid(), title: z.string(), dueAt: instant, overdue: z.boolean() })
  .meta({ id: 'NextTask' });
export type NextTask = z.infer<typeof ZNextTask>;

/** GET /tasks: one group of the Tasks view, mine or the team's. */
export const ZTaskListQuery = z.object({
  scope: z.enum(TASK_SCOPES).default('mine'),
  bucket: z.enum(TASK_BUCKETS).default('overdue'),
  limit: z.coerce.number().int().min(1).max(TASK_PAGE_MAX).default(TASK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type TaskListQuery = z.output<typeof ZTaskListQuery>;

/**
 * Each group is counted up to this many and one more: a count above it means "more than
 * TASK_COUNT_CAP" (shown "99+", as badges do), so the view's cost does not grow with the
 * tasks — each count reads at most 100 index entries (decision 047).
 */
export const TASK_COUNT_CAP = 99;

// An object with every bucket named, not z.record(z.enum(…)): the same type, but the
// OpenAPI document then lists the keys (a record's were lost: `{ [key: string]: number }`).
const bucketCount = z.number().int();
export const ZTaskCounts = z.object({
  overdue: bucketCount,
  today: bucketCount,
  upcoming: bucketCount,
  done: bucketCount,
} satisfies Record<TaskBucket, z.ZodType<number>>);
export type TaskCounts = z.infer<typeof ZTaskCounts>;

/** One page of GET /tasks, with every group's count for the headings. */
export const ZTaskPage = z
  .object({
    items: z.array(ZClientTask),
    total: z.number().int().describe("The group's count, capped like `counts` (99, then more)"),
    nextOffset: z
      .number()
      .int()
      .nullable()
      .describe('Where the next page starts (known past the cap too), or null on the last one'),
    counts: ZTaskCounts.describe(
      "Every group's count, each capped at 99 (a higher count means more)",
    ),
  })
  .meta({ id: 'TaskPage' });
export type TaskPage = z.infer<typeof ZTaskPage>;
