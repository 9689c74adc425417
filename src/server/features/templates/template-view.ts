// The API's view of a message template row.
import type { Selectable } from 'kysely';
import type { MessageTemplate } from '../../../core/template-schemas';
import type { TemplateTables } from './tables';

export type TemplateRow = Selectable<TemplateTables['message_templates']>;

export function toTemplateView(row: TemplateRow): MessageTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    isShared: row.isShared,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
