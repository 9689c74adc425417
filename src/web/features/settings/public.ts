// What other features may use of the settings feature.
export { useProfileSettings } from './api/get-profile-settings';
