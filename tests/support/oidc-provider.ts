// A real OpenID Connect provider in the test process (oauth2-mock-server): the
// authorize step redirects straight back, signing in as the identity set here.
import { OAuth2Server } from 'oauth2-mock-server';

export type OidcIdentity = { sub: string; email: string; name: string };

export type OidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  env: Record<string, string>;
  /** The identity the next sign-ins return. */
  signInAs(identity: OidcIdentity): void;
  /** Makes the next authorize request come back with an error. */
  failNextAuthorize(error?: string): void;
  /** The query parameters of each authorize request seen. */
  authorizeRequests: URLSearchParams[];
  close(): Promise<void>;
};

export async function startOidcProvider(name = 'Test SSO'): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  let identity: OidcIdentity = {
    sub: 'oidc-user-1',
    email: 'oidc.user@example.com',
    name: 'Oidc User',
  };
  let nextError: string | undefined;
  const authorizeRequests: URLSearchParams[] = [];

  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
    });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...identity, email_verified: true };
  });
  server.service.on('beforeAuthorizeRedirect', (redirect, req) => {
    authorizeRequests.push(new URL(req.url ?? '', issuer).searchParams);
    if (nextError) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', nextError);
      nextError = undefined;
    }
  });

  const clientId = 'scale-test-client';
  const clientSecret = 'scale-test-secret';
  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_NAME: name,
    },
    signInAs(next) {
      identity = next;
    },
    failNextAuthorize(error = 'access_denied') {
      nextError = error;
    },
    authorizeRequests,
    close: () => server.stop(),
  };
}
