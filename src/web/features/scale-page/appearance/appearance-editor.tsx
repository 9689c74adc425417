// The Scale Page's Appearance section (issue 23), beside the links editor: a theme, then
// each of its tokens (background, buttons, colours, font, avatar shape) and the social
// icons. Every change shows at once in the live preview (draft-store.ts); the contrast
// check warns below WCAG AA and offers the nearest colour that passes. Saved with one
// button; the background picture is saved as soon as it is uploaded.
import { AlertTriangle, ImagePlus, Plus, Trash2, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type Appearance,
  AVATAR_SHAPES,
  BACKGROUND_IMAGE_MAX_BYTES,
  type Background,
  BUTTON_FILLS,
  BUTTON_SHAPES,
  FONT_IDS,
  FONT_LABELS,
  type Look,
  OVERLAY_MAX,
  ZAppearance,
  ZSocialUrl,
} from '@/core/appearance/appearance-schemas';
import { nearestPassingColour, normaliseHex } from '@/core/appearance/colour';
import { SOCIALS_MAX, socialLabelOf, socialPlatformOf } from '@/core/appearance/social-links';
import {
  appearanceFromTheme,
  backgroundColours,
  buttonLabelBackgrounds,
  contrastChecks,
  isCustomised,
  THEMES,
  themeById,
} from '@/core/appearance/themes';
import { APPEARANCE_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import {
  useAppearance,
  useRemoveBackground,
  useSaveAppearance,
  useUploadBackground,
} from './api/appearance';
import { markAppearanceSaved, setAppearanceDraft } from './draft-store';

const FILL_LABELS = { filled: 'Filled', outline: 'Outline', shadow: 'Soft shadow' } as const;
const SHAPE_LABELS = { square: 'Square', rounded: 'Rounded', pill: 'Pill' } as const;
const AVATAR_LABELS = { circle: 'Circle', rounded: 'Rounded', square: 'Square' } as const;
const BACKGROUND_LABELS = { solid: 'Solid', gradient: 'Gradient', image: 'Image' } as const;

const sameLook = (a: Appearance, b: Appearance) => JSON.stringify(a) === JSON.stringify(b);

export function AppearanceEditor() {
  const query = useAppearance();
  if (query.isPending) {
    return (
      <div
        className="grid gap-3"
        role="status"
        aria-busy="true"
        aria-label="Loading your appearance"
      >
        <Skeleton className="h-24 w-full rounded-lg" />
        <Skeleton className="h-40 w-full rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadError what="Your appearance" error={query.error} onRetry={query.refetch} />;
  }
  return (
    <AppearanceForm
      saved={query.data.appearance}
      backgroundImageUrl={query.data.backgroundImageUrl}
    />
  );
}

function AppearanceForm({
  saved,
  backgroundImageUrl,
}: {
  saved: Appearance;
  backgroundImageUrl: string | null;
}) {
  const [draft, setDraft] = useState<Appearance>(saved);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveAppearance();
  const dirty = !sameLook(draft, saved);
  const parsed = ZAppearance.safeParse(draft);

  // A save elsewhere (another tab) replaces the form, unless it holds unsaved changes.
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (sameLook(lastSaved.current, saved)) return;
    setDraft((current) => (sameLook(current, lastSaved.current) ? saved : current));
    lastSaved.current = saved;
  }, [saved]);

  // The preview follows every valid unsaved change; a half-typed colour keeps the last one.
  useEffect(() => {
    if (!dirty) setAppearanceDraft(null);
    else if (parsed.success) setAppearanceDraft(parsed.data);
  }, [dirty, parsed.success, parsed.data]);
  useEffect(() => () => setAppearanceDraft(null), []);

  const change = (patch: Partial<Appearance>) => {
    setServerError(null);
    setDraft((current) => ({ ...current, ...patch }));
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setServerError(parsed.error.issues[0]?.message ?? APPEARANCE_MESSAGES.colourInvalid);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (state) => {
        lastSaved.current = state.appearance;
        setDraft(state.appearance);
        markAppearanceSaved();
        toast.success(APPEARANCE_MESSAGES.saved);
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  }

  const colourError = (value: string) =>
    normaliseHex(value) ? undefined : APPEARANCE_MESSAGES.colourInvalid;

  return (
    <form onSubmit={submit} className="grid min-w-0 grid-cols-1 gap-6" aria-label="Appearance">
      <ThemePicker value={draft} onPick={(id) => change(appearanceFromTheme(id, draft.socials))} />

      <BackgroundFields
        background={draft.background}
        imageUrl={backgroundImageUrl}
        onChange={(background) => change({ background })}
        colourError={colourError}
      />

      <fieldset className="grid min-w-0 grid-cols-1 gap-3">
        <legend className="mb-2 text-sm font-semibold">Buttons</legend>
        <Choice
          legend="Style"
          name="button-fill"
          options={BUTTON_FILLS}
          labels={FILL_LABELS}
          value={draft.buttonFill}
          onChange={(buttonFill) => change({ buttonFill })}
        />
        <Choice
          legend="Shape"
          name="button-shape"
          options={BUTTON_SHAPES}
          labels={SHAPE_LABELS}
          value={draft.buttonShape}
          onChange={(buttonShape) => change({ buttonShape })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <ColourField
            label="Button colour"
            value={draft.buttonColor}
            error={colourError(draft.buttonColor)}
            onChange={(buttonColor) => change({ buttonColor })}
          />
          <ColourField
            label="Button text colour"
            value={draft.buttonTextColor}
            error={colourError(draft.buttonTextColor)}
            onChange={(buttonTextColor) => change({ buttonTextColor })}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 grid-cols-1 gap-3">
        <legend className="mb-2 text-sm font-semibold">Text</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <ColourField
            label="Page text colour"
            value={draft.textColor}
            error={colourError(draft.textColor)}
            onChange={(textColor) => change({ textColor })}
          />
          <FontField value={draft.font} onChange={(font) => change({ font })} />
        </div>
      </fieldset>

      {parsed.success ? <ContrastWarnings look={parsed.data} onApply={change} /> : null}

      <Choice
        legend="Avatar shape"
        name="avatar-shape"
        options={AVATAR_SHAPES}
        labels={AVATAR_LABELS}
        value={draft.avatarShape}
        onChange={(avatarShape) => change({ avatarShape })}
      />

      <SocialIcons socials={draft.socials} onChange={(socials) => change({ socials })} />

      {serverError ? (
        <Alert variant="destructive" data-testid="appearance-error">
          {serverError}
        </Alert>
      ) : null}

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-border bg-card py-3">
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save appearance
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setServerError(null);
            setDraft(saved);
          }}
        >
          <Undo2 aria-hidden="true" />
          Discard changes
        </Button>
        <p className="text-sm text-muted-foreground" role="status">
          {dirty ? 'Unsaved changes — the preview shows them.' : 'All changes saved.'}
        </p>
      </div>
    </form>
  );
}

function ThemePicker({
  value,
  onPick,
}: {
  value: Appearance;
  onPick: (id: Appearance['theme']) => void;
}) {
  const customised = isCustomised(value);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">Theme</legend>
      <p className="mb-3 text-sm text-muted-foreground">
        {customised
          ? `Based on ${themeById(value.theme).name}, customised below.`
          : 'Pick a look, then change anything below.'}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {THEMES.map((theme) => {
          const { look } = theme;
          return (
            <label key={theme.id} className="group cursor-pointer">
              <input
                type="radio"
                name="theme"
                value={theme.id}
                checked={value.theme === theme.id}
                onChange={() => onPick(theme.id)}
                className="peer sr-only"
              />
              <span
                className="flex h-24 flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-border p-2 transition group-hover:border-slate-400 peer-checked:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
                style={{ background: swatchBackground(look.background) }}
                aria-hidden="true"
              >
                {[0, 1].map((n) => (
                  <span
                    key={n}
                    className="block h-3 w-3/4"
                    style={{
                      background: look.buttonFill === 'outline' ? 'transparent' : look.buttonColor,
                      border: `1.5px solid ${look.buttonColor}`,
                      borderRadius:
                        look.buttonShape === 'pill' ? 999 : look.buttonShape === 'rounded' ? 4 : 0,
                    }}
                  />
                ))}
              </span>
              <span className="mt-1 block text-center text-sm font-medium">{theme.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function swatchBackground(background: Background): string {
  if (background.kind === 'solid') return background.color;
  if (background.kind === 'gradient') {
    return `linear-gradient(180deg, ${background.from}, ${background.to})`;
  }
  return background.overlay === 'dark' ? '#334155' : '#e2e8f0';
}

function BackgroundFields({
  background,
  imageUrl,
  onChange,
  colourError,
}: {
  background: Background;
  imageUrl: string | null;
  onChange: (background: Background) => void;
  colourError: (value: string) => string | undefined;
}) {
  const base = backgroundColours({ background } as Look)[0] ?? '#ffffff';
  function switchTo(kind: Background['kind']) {
    if (kind === background.kind) return;
    if (kind === 'solid') onChange({ kind, color: normaliseHex(base) ?? '#ffffff' });
    else if (kind === 'gradient') {
      onChange({ kind, from: normaliseHex(base) ?? '#4f46e5', to: '#5b21b6' });
    } else onChange({ kind, overlay: 'dark', overlayOpacity: 45 });
  }
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-2 text-sm font-semibold">Background</legend>
      <Choice
        legend="Kind"
        name="background-kind"
        options={['solid', 'gradient', 'image'] as const}
        labels={BACKGROUND_LABELS}
        value={background.kind}
        onChange={switchTo}
      />
      {background.kind === 'solid' ? (
        <ColourField
          label="Background colour"
          value={background.color}
          error={colourError(background.color)}
          onChange={(color) => onChange({ ...background, color })}
        />
      ) : null}
      {background.kind === 'gradient' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ColourField
            label="Gradient top"
            value={background.from}
            error={colourError(background.from)}
            onChange={(from) => onChange({ ...background, from })}
          />
          <ColourField
            label="Gradient bottom"
            value={background.to}
            error={colourError(background.to)}
            onChange={(to) => onChange({ ...background, to })}
          />
        </div>
      ) : null}
      {background.kind === 'image' ? (
        <div className="grid gap-3">
          <BackgroundImageControl imageUrl={imageUrl} />
          <Choice
            legend="Legibility overlay"
            name="overlay"
            options={['dark', 'light'] as const}
            labels={{ dark: 'Dark', light: 'Light' }}
            value={background.overlay}
            onChange={(overlay) => onChange({ ...background, overlay })}
          />
          <RangeField
            label="Overlay strength"
            value={background.overlayOpacity}
            onChange={(overlayOpacity) => onChange({ ...background, overlayOpacity })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

function RangeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}: {value}%
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={OVERLAY_MAX}
        step={5}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}

function BackgroundImageControl({ imageUrl }: { imageUrl: string | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBackground();
  const remove = useRemoveBackground();
  const [error, setError] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    setError(null);
    if (!file) return;
    // Saves a round trip for the obvious case; the server checks the bytes again.
    if (file.size > BACKGROUND_IMAGE_MAX_BYTES) {
      setError(APPEARANCE_MESSAGES.imageTooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        markAppearanceSaved();
        toast.success('Background picture saved');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt="Your background"
            className="h-16 w-24 rounded-md border border-border object-cover"
          />
        ) : null}
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-xs hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          {upload.isPending ? <Spinner /> : <ImagePlus className="size-4" aria-hidden="true" />}
          {imageUrl ? 'Replace picture' : 'Upload picture'}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
        {imageUrl ? (
          <Button
            type="button"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => markAppearanceSaved(),
                onError: (failure) => setError(errorMessage(failure)),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            Remove picture
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        PNG, JPEG or WebP up to 10 MB; saved as soon as it is uploaded.
      </p>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex h-9 items-center rounded-md border border-input bg-card px-3 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              {labels[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={normaliseHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
        />
        <Input
          id={id}
          value={value}
          spellCheck={false}
          autoComplete="off"
          maxLength={16}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="font-mono"
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FontField({
  value,
  onChange,
}: {
  value: Appearance['font'];
  onChange: (font: Appearance['font']) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Font
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Appearance['font'])}
        className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {FONT_IDS.map((font) => (
          <option key={font} value={font}>
            {FONT_LABELS[font]}
          </option>
        ))}
      </select>
    </div>
  );
}

function ContrastWarnings({
  look,
  onApply,
}: {
  look: Look;
  onApply: (patch: Partial<Appearance>) => void;
}) {
  const checks = contrastChecks(look);
  const warnings: ReactNode[] = [];
  if (!checks.text.passes) {
    const suggestion = nearestPassingColour(look.textColor, backgroundColours(look));
    warnings.push(
      <ContrastWarning
        key="text"
        what="Page text on the background"
        ratio={checks.text.ratio}
        suggestion={suggestion}
        onApply={() => suggestion && onApply({ textColor: suggestion })}
      />,
    );
  }
  if (!checks.button.passes) {
    const suggestion = nearestPassingColour(look.buttonTextColor, buttonLabelBackgrounds(look));
    warnings.push(
      <ContrastWarning
        key="button"
        what={
          look.buttonFill === 'outline'
            ? 'Button text on the background'
            : 'Button text on the buttons'
        }
        ratio={checks.button.ratio}
        suggestion={suggestion}
        onApply={() => suggestion && onApply({ buttonTextColor: suggestion })}
      />,
    );
  }
  if (warnings.length === 0) {
    return (
      <p className="text-sm text-emerald-800" data-testid="contrast-ok">
        Text and buttons are easy to read (contrast{' '}
        {Math.min(checks.text.ratio, checks.button.ratio).toFixed(1)}:1 or more, WCAG AA).
      </p>
    );
  }
  return <div className="grid gap-2">{warnings}</div>;
}

function ContrastWarning({
  what,
  ratio,
  suggestion,
  onApply,
}: {
  what: string;
  ratio: number;
  suggestion: string | null;
  onApply: () => void;
}) {
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center gap-3">
      <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <strong>{what}:</strong> {APPEARANCE_MESSAGES.lowContrast} — now {ratio.toFixed(2)}:1.
        {suggestion ? null : ' Choose a lighter or darker background.'}
      </span>
      {suggestion ? (
        <Button type="button" size="sm" variant="outline" onClick={onApply}>
          <span
            className="inline-block size-3.5 rounded-sm border border-border"
            style={{ background: suggestion }}
            aria-hidden="true"
          />
          Use {suggestion}
        </Button>
      ) : null}
    </Alert>
  );
}

function SocialIcons({
  socials,
  onChange,
}: {
  socials: string[];
  onChange: (socials: string[]) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = socials.length >= SOCIALS_MAX;

  function add() {
    const result = ZSocialUrl.safeParse(value);
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? APPEARANCE_MESSAGES.socialUrlInvalid);
      return;
    }
    if (socials.includes(result.data)) {
      setError(APPEARANCE_MESSAGES.socialDuplicate);
      return;
    }
    setError(null);
    setValue('');
    onChange([...socials, result.data]);
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-1 text-sm font-semibold">Social icons</legend>
      <p className="text-sm text-muted-foreground">
        Paste a profile address (Instagram, TikTok, YouTube, X, LinkedIn, GitHub, wa.me, mailto:…);
        the icon is chosen from the address.
      </p>
      {socials.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          No social icons yet.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Your social icons">
          {socials.map((url, index) => (
            <li
              key={url}
              className="flex items-center gap-2 rounded-md border border-border px-3 py-2"
            >
              <span className="w-24 shrink-0 text-sm font-medium">
                {socialPlatformOf(url) === 'website' ? 'Website' : socialLabelOf(url)}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm text-muted-foreground">{url}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 shrink-0"
                aria-label={`Remove ${socialLabelOf(url)}`}
                onClick={() => onChange(socials.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Profile address
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={value}
            placeholder="instagram.com/yourname"
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={add} disabled={full || !value.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
        {full ? (
          <p className="text-sm text-muted-foreground">{APPEARANCE_MESSAGES.tooManySocials}.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
