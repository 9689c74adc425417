// Kysely's view of the project tables (see db/migrations/0020_documents.sql).
import type { ColumnType, Generated } from 'kysely';
import type { ProjectRole, ProjectStatus } from '../../../../core/project-schemas';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ProjectTables = {
  projects: {
    id: Generated<string>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    name: string;
    description: string | null;
    tags: ColumnType<string[], string[] | undefined, string[]>;
    status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  project_members: {
    id: Generated<string>;
    projectId: string;
    userId: string;
    role: ProjectRole;
    addedBy: string | null;
    createdAt: Timestamp;
  };
  project_documents: {
    projectId: string;
    documentId: string;
    addedBy: string | null;
    createdAt: Timestamp;
  };
};
