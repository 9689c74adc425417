// Where to go once signed in when a page sent the visitor to /auth (?redirect=, e.g. an
// invitation link): only a path of this site, never another origin.

export function redirectTarget(searchParams: URLSearchParams): string | null {
  const target = searchParams.get('redirect');
  // "//host" and "/\host" are read by browsers as another origin.
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  // Control characters (a tab inside "/\t/host") are dropped by URL parsers, which
  // would turn the path into "//host" again.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  return target;
}
