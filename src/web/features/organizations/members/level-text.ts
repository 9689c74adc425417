// The levels (src/core/access.ts) in words, for the roles list and the debug panel:
// "Clients: view all, edit own, sees unassigned", or "Clients: no access".
import { DATA_AREAS, type DataArea, type WorkspaceLevels } from '@/core/access';
import { WORKSPACE_MESSAGES as W } from '@/core/messages';

/** One area's levels; `separator` joins the parts (", " in a list, " · " in the panel). */
export function areaLevelText(levels: WorkspaceLevels, area: DataArea, separator = ', '): string {
  const { view, edit } = levels[area];
  if (view === 'none') return `${W.areaNames[area]}: ${W.levelNoAccess}`;
  const parts = [W.levelView(W.levelWords[view])];
  if (edit !== 'none') parts.push(W.levelEdit(W.levelWords[edit]));
  if (area === 'clients' && levels.seesUnassigned) parts.push(W.levelSeesUnassigned);
  return `${W.areaNames[area]}: ${parts.join(separator)}`;
}

/** Every area's line, in the table's order. */
export function levelLines(levels: WorkspaceLevels, separator = ', '): string[] {
  return DATA_AREAS.map((area) => areaLevelText(levels, area, separator));
}
