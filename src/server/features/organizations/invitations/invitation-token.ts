// The secret in an invitation link: 32 random bytes, base64url. Only its SHA-256 is
// stored, so whoever reads the database cannot accept an invitation.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '../../../../core/organization-schemas';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh token, its hash for the row, and when the link stops working. */
export function newInvitationToken(now = new Date()): {
  token: string;
  tokenHash: string;
  expiresAt: Date;
} {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
  return { token, tokenHash: hashInvitationToken(token), expiresAt };
}

/** The hash to look up, or null for something that cannot be one of our tokens. */
export function tokenHashOf(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hashInvitationToken(token) : null;
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitations/${token}`;
}
