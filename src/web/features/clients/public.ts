// What other features may use of the clients feature (the web side).
export { CustomFieldsSettings } from './custom-fields/custom-fields-settings';
