// sharp (libvips) is only needed when someone uploads an image; loading it on first use
// keeps its ~30 MB out of every server's resident memory from start-up.
import type Sharp from 'sharp';

let sharp: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  sharp ??= import('sharp').then((module) => {
    // libvips keeps recent operations (up to 50 MB) for re-use; a server never processes
    // the same upload twice, so that memory would only sit in the process's RSS.
    module.default.cache(false);
    return module.default;
  });
  return sharp;
}
