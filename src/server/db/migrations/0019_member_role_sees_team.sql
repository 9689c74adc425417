-- The Member system role may see the team (org:members:view): in a team CRM a member
-- knows who their colleagues are (Twenty, Cal.com teams and Atomic CRM all show them).
-- Managing the team stays with Owner and Admin. See docs/decisions/017.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name = 'Member' AND p.name = 'org:members:view'
ON CONFLICT DO NOTHING;
