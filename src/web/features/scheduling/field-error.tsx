// A field's validation message, tied to its input through aria-describedby.
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
      {message}
    </p>
  );
}

/** The props that mark an input invalid and point it at its message. */
export function invalidProps(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  } as const;
}
