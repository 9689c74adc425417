// Every form of the app on react-hook-form (decision 035): the values as typed, checked
// on submit by the shared schema from src/core through the zod resolver (the browser
// says no with the server's own rules and words), the server's refusal mapped onto the
// fields or the form, the focus on the first field with a message, and the save's state.
import {
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type FlatMessages, flattenErrors, placeMessages, refusalMessages } from './form-messages';
import { formResolver } from './form-resolver';

export type ScaleFormOptions<V extends FieldValues, O> = {
  defaultValues: V;
  /** The shared schema (src/core/*-schemas.ts), or a form's own built on it. */
  schema: z.ZodType<O>;
  /** What the schema checks, made from the values as typed (numbers from their text). */
  toInput?: (values: V) => unknown;
  /**
   * The top-level names of the fields that show their own message (by default every
   * value's); a message about anything else is the form's.
   */
  fields?: readonly string[];
  /** The form's message for a refused save; the server's by default. */
  refusalMessage?: (error: unknown) => string;
  /**
   * Saves. `data` is what the schema made of the values, `values` what was typed. A
   * rejection is the refusal the form shows (a FormRefusal's message, or the server's
   * answer mapped onto the fields), and what was typed stays.
   */
  onSubmit: (data: O, values: V) => Promise<unknown> | unknown;
};

export type ScaleForm<V extends FieldValues = FieldValues, O = unknown> = UseFormReturn<
  V,
  unknown,
  O
> & {
  /** The form's prefix for field ids. */
  id: string;
  fieldId: (name: string) => string;
  /** The <form>'s submit handler. */
  submit: (event?: FormEvent) => Promise<void>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The messages shown beside fields, by dotted path. */
  fieldErrors: FlatMessages;
  /** The form's own message (FormError leaves it out when a field says the same). */
  formError: string | null;
  /** True while the save runs: the fields lock and the button waits. */
  isSaving: boolean;
};

export function useScaleForm<V extends FieldValues, O>({
  defaultValues,
  schema,
  toInput,
  fields = Object.keys(defaultValues),
  refusalMessage,
  onSubmit,
}: ScaleFormOptions<V, O>): ScaleForm<V, O> {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The save's own state rather than formState.isSubmitting, which is also true while the
  // schema checks: locking the fields then would take the focus off the field typed in.
  const [isSaving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // The latest callbacks, so the resolver and handlers are made once.
  const latest = useRef({ toInput, onSubmit, refusalMessage, fields });
  latest.current = { toInput, onSubmit, refusalMessage, fields };

  const resolver = useMemo(
    () =>
      formResolver<V, O>(schema, (values) =>
        latest.current.toInput ? latest.current.toInput(values) : values,
      ),
    [schema],
  );
  const form = useForm<V, unknown, O>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    // Messages change on submit only, as they always have: typing does not re-check.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The first field with a message in the page's order gets the focus, list entries
    // and server messages included (react-hook-form knows only registered inputs).
    shouldFocusError: false,
  });

  // After a refused submit, once its messages are on screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const { setError } = form;
  const submit = useCallback(
    async (event?: FormEvent) => {
      let isRefused = false;
      await form.handleSubmit(
        async (data) => {
          setSaving(true);
          try {
            await latest.current.onSubmit(data, form.getValues());
          } catch (error) {
            const { fields, refusalMessage } = latest.current;
            const refusal = refusalMessages(error, fields, refusalMessage);
            for (const [path, message] of Object.entries(refusal.fieldErrors)) {
              setError(path as Path<V>, { type: 'server', message });
            }
            setError('root.server', { type: 'server', message: refusal.formError });
            isRefused = true;
          } finally {
            setSaving(false);
          }
        },
        () => {
          isRefused = true;
        },
      )(event);
      // Requested after the messages were handed to React, so the focus finds them.
      if (isRefused) setFocusRequest((count) => count + 1);
    },
    [form, setError],
  );

  const flat = flattenErrors(form.formState.errors);
  const { fieldErrors, formError } = placeMessages(flat, fields);
  return {
    ...form,
    id,
    fieldId: (name: string) => `${id}-${name}`,
    submit,
    formRef,
    fieldErrors,
    formError,
    isSaving,
  };
}
