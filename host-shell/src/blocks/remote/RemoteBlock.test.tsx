import { screen } from '@testing-library/react';
import type { ContentBlock } from '@showroom/contracts';
import { renderInPage, samplePageContext } from '../../shell/testing/renderInPage';
import { RemoteBlock } from './RemoteBlock';
import { RemoteBlocksProvider } from './RemoteBlocksContext';

const block = { uid: 'home-cotw', componentName: 'CarOfTheWeek', fields: { Title: 'Veckans bilar' } } as unknown as ContentBlock;
const slot = { id: 'slot-block-home-cotw', moduleId: 'mfe-search/CarOfTheWeek', remote: 'mfe-search', version: '2.0.0', mode: 'server' as const, props: { title: 'Veckans bilar' }, inputs: { site: 'dealergroup-se' as const, language: 'sv' as const, path: '/', params: [], query: {} } };

describe('RemoteBlock', () => {
  it('renders the server slot of its block with the remote component and its props', () => {
    const Component = ({ title }: Record<string, unknown>) => <h2>{String(title)}</h2>;
    renderInPage(
      <RemoteBlocksProvider value={{ components: { 'slot-block-home-cotw': Component }, stale: {} }}>
        <RemoteBlock block={block} index={0} />
      </RemoteBlocksProvider>,
      samplePageContext({ blockData: { 'home-cotw': { kind: 'remote', slot } } }),
    );
    expect(screen.getByRole('heading', { name: 'Veckans bilar' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote-slot="mfe-search/CarOfTheWeek"]')).toHaveAttribute('id', 'slot-block-home-cotw');
  });

  it('renders nothing for a block without a slot', () => {
    const { container } = renderInPage(
      <RemoteBlocksProvider value={{ components: {}, stale: {} }}>
        <RemoteBlock block={block} index={0} />
      </RemoteBlocksProvider>,
    );
    expect(container.querySelector('[data-remote-slot]')).toBeNull();
  });
});
