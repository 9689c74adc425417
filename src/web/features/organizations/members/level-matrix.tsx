// The role editor's data access (issue 18): rows Clients / Documents / Scheduling,
// columns View and Edit, each None / Own / All, and whether the role sees the clients
// nobody owns. It reads and writes the role's keys through src/core/access.ts
// (levelsFrom, keysForLevels), leaving the organization keys as they are. A level above
// the caller's own is not offered (issue 16: nobody grants what they do not hold; the
// server refuses it too).
import {
  ACCESS_LEVELS,
  type AccessLevel,
  DATA_AREAS,
  type DataArea,
  impliedKeys,
  levelAtLeast,
  levelsFrom,
  SEES_UNASSIGNED_KEY,
  type WorkspaceLevels,
} from '@/core/access';
import { WORKSPACE_MESSAGES as W } from '@/core/messages';
import type { PermissionName } from '@/core/permissions';
import { Select } from '@/ui/select';
import { grantableLevel, LEVEL_OPS as OPS, type LevelOp as Op, withLevels } from './role-levels';

export function LevelMatrix({
  idPrefix,
  permissions,
  onChange,
  callerPermissions,
}: {
  idPrefix: string;
  permissions: PermissionName[];
  onChange: (next: PermissionName[]) => void;
  callerPermissions: readonly PermissionName[];
}) {
  const levels = levelsFrom(permissions);
  const held = impliedKeys([...callerPermissions]);
  const holdsUnassigned = held.includes(SEES_UNASSIGNED_KEY);
  const limited = DATA_AREAS.some((area) =>
    OPS.some((op) => grantableLevel(held, area, op) !== 'all'),
  );

  const setLevel = (area: DataArea, op: Op, level: AccessLevel) => {
    const next: WorkspaceLevels = {
      ...levels,
      [area]: { ...levels[area], [op]: level },
    };
    // Whoever may edit a record may see it: view follows edit up, edit follows view down.
    if (op === 'view' && !levelAtLeast(level, next[area].edit)) {
      next[area] = { view: level, edit: level };
    }
    if (op === 'edit' && !levelAtLeast(next[area].view, level)) {
      next[area] = { view: level, edit: level };
    }
    onChange(withLevels(permissions, next));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{W.dataAccess}</legend>
      <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
        <thead>
          <tr>
            <th scope="col" className="w-[30%] text-left">
              <span className="sr-only">{W.levelArea}</span>
            </th>
            {OPS.map((op) => (
              <th key={op} scope="col" className="px-1 text-left font-medium">
                {W.levelOps[op]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DATA_AREAS.map((area) => (
            <tr key={area}>
              <th scope="row" className="pr-1 text-left font-normal">
                {W.areaNames[area]}
              </th>
              {OPS.map((op) => {
                const current = levels[area][op];
                const highest = grantableLevel(held, area, op);
                const offered = ACCESS_LEVELS.filter(
                  (level) => levelAtLeast(highest, level) || level === current,
                );
                return (
                  <td key={op} className="px-1">
                    <Select
                      id={`${idPrefix}-${area}-${op}`}
                      aria-label={W.levelSelectLabel(W.levelOps[op], W.areaNames[area])}
                      value={current}
                      onChange={(event) => setLevel(area, op, event.target.value as AccessLevel)}
                    >
                      {offered.map((level) => (
                        <option key={level} value={level}>
                          {W.levelNames[level]}
                        </option>
                      ))}
                    </Select>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="flex items-start gap-2 rounded-lg border border-border p-2 text-sm has-[:disabled]:opacity-60">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={levels.seesUnassigned}
          disabled={!holdsUnassigned && !levels.seesUnassigned}
          onChange={(event) =>
            onChange(withLevels(permissions, { ...levels, seesUnassigned: event.target.checked }))
          }
        />
        <span>
          {W.seesUnassignedClients}
          <span className="block text-xs text-muted-foreground">{W.seesUnassignedHint}</span>
        </span>
      </label>
      {limited ? <p className="text-xs text-muted-foreground">{W.levelNotHeld}</p> : null}
    </fieldset>
  );
}
