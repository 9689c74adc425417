// What other features (and the dashboard) may use of the Scale Page feature.
export { AppearanceEditor } from './appearance/appearance-editor';
export { appearancePreviewUrl, useAppearanceDraft } from './appearance/draft-store';
