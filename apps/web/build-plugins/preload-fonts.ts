import type { Plugin } from 'vite';

/**
 * The fonts of the first screen (body text, buttons, bold, headings; Latin) are asked for with the page, not
 * once the script has drawn text that uses them: swapped in late, they reflowed the page (CLS 0.24 in
 * the course room). `files` are the start of the built font files' names.
 */
export function preloadFonts(files: string[]): Plugin {
  return {
    name: 'portal:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const names = Object.keys(bundle ?? {}).filter((name) =>
          files.some((file) => name.startsWith(`assets/${file}-`) && name.endsWith('.woff2')),
        );
        if (names.length !== files.length) throw new Error(`preload-fonts: found ${names.join(', ')}`);
        return names.map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${name}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
