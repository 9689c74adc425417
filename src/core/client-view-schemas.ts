// Saved views of the clients tab (issue 20, decision 050): a name for what the URL holds —
// the filters, the sort, board or list, the visible columns. The state is a fixed shape,
// checked like the URL it came from and bounded in size: never an arbitrary JSON blob.
import { z } from 'zod';
import { CLIENT_FILTER_PARAMS, ZClientFilterQuery } from './client-filter-schemas';
import { CLIENT_SORTS, type ClientSort, SORT_DIRS } from './client-schemas';
import { type CustomSortKey, customSortFieldId } from './custom-field-schemas';
import { FILTER_MESSAGES } from './messages';

export const CLIENT_VIEW_NAME_MAX = 80;
/** The most views one person keeps in one workspace. */
export const CLIENT_VIEWS_PER_USER_MAX = 100;
/** The largest state, as JSON (the database checks the same bound). */
export const CLIENT_VIEW_STATE_MAX_BYTES = 8192;
export const CLIENT_VIEW_LAYOUTS = ['kanban', 'list'] as const;

/**
 * The URL parameters a view keeps: q, owner and the filters by their URL names, and the
 * custom-field filters' `cf.<field id>…` (issue 20's custom fields, checked by their own
 * endpoint when the view is applied).
 */
const FILTER_KEY = new RegExp(`^(q|owner|${CLIENT_FILTER_PARAMS.join('|')}|cf\\.[\\w.-]{1,80})$`);

const name = z
  .string(FILTER_MESSAGES.viewNameRequired)
  .trim()
  .min(1, FILTER_MESSAGES.viewNameRequired)
  .max(CLIENT_VIEW_NAME_MAX, FILTER_MESSAGES.viewNameTooLong(CLIENT_VIEW_NAME_MAX));

export const ZClientViewState = z
  .strictObject(
    {
      filters: z
        .record(
          z.string().max(100, FILTER_MESSAGES.viewStateInvalid),
          z.string().max(2000, FILTER_MESSAGES.viewStateInvalid),
        )
        .default({})
        .superRefine((filters, context) => {
          for (const key of Object.keys(filters)) {
            if (!FILTER_KEY.test(key))
              context.addIssue({
                code: 'custom',
                path: [key],
                message: FILTER_MESSAGES.viewStateInvalid,
              });
          }
          // The same rules as the list's URL: a view never holds a filter the list refuses.
          const known = Object.fromEntries(
            Object.entries(filters).filter(
              ([key, value]) => !key.startsWith('cf.') && value !== '',
            ),
          );
          const parsed = ZClientFilterQuery.safeParse(known);
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
          }
          if (Object.keys(filters).length > 40)
            context.addIssue({ code: 'custom', message: FILTER_MESSAGES.viewStateInvalid });
        }),
      // A built-in sort or a custom field column's `cf:<field id>`, as the list reads it.
      sort: z
        .string()
        .refine(
          (value) =>
            (CLIENT_SORTS as readonly string[]).includes(value) || !!customSortFieldId(value),
          FILTER_MESSAGES.viewStateInvalid,
        )
        .transform((value) => value as ClientSort | CustomSortKey)
        .optional(),
      dir: z.enum(SORT_DIRS, FILTER_MESSAGES.viewStateInvalid).optional(),
      view: z.enum(CLIENT_VIEW_LAYOUTS, FILTER_MESSAGES.viewStateInvalid).optional(),
      /** The list's visible columns, by key, in order. */
      cols: z
        .array(z.string().regex(/^[\w.-]{1,80}$/, FILTER_MESSAGES.viewStateInvalid))
        .max(60, FILTER_MESSAGES.viewStateInvalid)
        .optional(),
    },
    FILTER_MESSAGES.viewStateInvalid,
  )
  .refine(
    (state) => JSON.stringify(state).length <= CLIENT_VIEW_STATE_MAX_BYTES,
    FILTER_MESSAGES.viewStateInvalid,
  );
export type ClientViewState = z.output<typeof ZClientViewState>;

export const ZClientViewCreate = z.strictObject({
  name,
  shared: z.boolean().default(false),
  state: ZClientViewState,
});
export type ClientViewCreate = z.input<typeof ZClientViewCreate>;

export const ZClientViewUpdate = z
  .strictObject({
    name: name.optional(),
    shared: z.boolean().optional(),
    state: ZClientViewState.optional(),
  })
  .refine(
    (update) => update.name !== undefined || update.shared !== undefined || update.state,
    FILTER_MESSAGES.noChanges,
  );
export type ClientViewUpdate = z.input<typeof ZClientViewUpdate>;

/** PUT /clients/views/default: my default view here, or none. */
export const ZClientViewDefault = z.strictObject({
  viewId: z.uuid(FILTER_MESSAGES.viewNotFound).nullable(),
});

/** A view's state as the API returns it (ZClientViewState is what it accepts). */
export const ZClientViewStateView = z
  .object({
    filters: z.record(z.string(), z.string()).describe('The list URL’s filter parameters'),
    // A string, not `cf:${string}`: the document's pattern cannot reach the generated web
    // types, so the web reads it as any string (the list checks it when it reads the URL).
    sort: z.union([z.enum(CLIENT_SORTS), z.string().startsWith('cf:')]).optional(),
    dir: z.enum(SORT_DIRS).optional(),
    view: z.enum(CLIENT_VIEW_LAYOUTS).optional(),
    cols: z.array(z.string()).optional().describe("The list's visible columns, by key, in order"),
  })
  .meta({ id: 'ClientViewState' });
export type ClientViewStateView = z.infer<typeof ZClientViewStateView>;

export const ZClientView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    shared: z.boolean(),
    state: ZClientViewStateView,
    /** The caller made it. */
    isMine: z.boolean().describe('The caller made it'),
    /** The caller may rename, change or delete it (its creator; for a shared view also those who may edit settings). */
    mayChange: z
      .boolean()
      .describe(
        'The caller may rename, change or delete it (its creator, or for a shared view who may edit settings)',
      ),
    /** The caller's default view in this workspace. */
    isDefault: z.boolean().describe("The caller's default view in this workspace"),
  })
  .meta({ id: 'ClientView' });
export type ClientView = z.infer<typeof ZClientView>;

export const ZClientViewList = z
  .object({ items: z.array(ZClientView) })
  .meta({ id: 'ClientViewList' });
export type ClientViewList = z.infer<typeof ZClientViewList>;
