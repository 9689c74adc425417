// The variables a template may use, as buttons that insert them where the cursor is.
import { TEMPLATE_VARIABLES, type TemplateVariable, variableToken } from '@/core/templates';

export function VariableChips({ onInsert }: { onInsert(token: string): void }) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">Insert a variable</legend>
      <div className="flex flex-wrap gap-1.5">
        {TEMPLATE_VARIABLES.map((variable) => (
          <button
            key={variable.name}
            type="button"
            // Keeps the caret in the field being edited.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variableToken(variable.name as TemplateVariable))}
            className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-ring"
            title={variableToken(variable.name)}
          >
            {variable.label}
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Variables are written like {'{{first_name}}'} and filled in for each client when you use the
        template.
      </p>
    </fieldset>
  );
}
