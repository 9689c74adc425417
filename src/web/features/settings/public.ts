// What other features may use of the settings feature.
export { useProfileSettings } from './api/get-profile-settings';
// The workspace's custom client fields (decision 049): managed in Settings, read by the
// clients' panel and list.
export { useCustomFields } from './custom-fields/api';
