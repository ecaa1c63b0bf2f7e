/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ThemeRoot } from '@showroom/ui';
import { PageProvider } from '../../shell/page/PageContext';
import { samplePageContext } from '../../shell/testing/renderInPage';
import { MediaVideo, YoutubeFacade } from './lazyVideo';

// The host renders a page as renderPageHtml does: streamed, once every boundary is ready (onAllReady).
function renderAll(ui: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(ui, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

test('the server sends the video player and the YouTube facade in place, not their fallback', async () => {
  const context = samplePageContext();
  const html = await renderAll(
    <ThemeRoot theme={context.site.theme}>
      <PageProvider value={context}>
        <MediaVideo desktopSrc="/v/d.mp4" />
        <YoutubeFacade videoId="dQw4w9WgXcQ" title="Provkörning" />
      </PageProvider>
    </ThemeRoot>,
  );
  expect(html).toContain('<source src="/v/d.mp4"/>');
  expect(html).toContain('Spela upp videon: Provkörning');
  // Inline, with no script to move a late boundary into place.
  expect(html).not.toContain('<script');
});
