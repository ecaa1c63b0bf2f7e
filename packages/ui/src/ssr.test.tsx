/**
 * @jest-environment node
 */
// Server rendering: no window or document exists here, so any access at import or render time fails this test.
import { renderToString } from 'react-dom/server';
import {
  Badge,
  Button,
  Card,
  CarouselSlide,
  CarouselViewport,
  Drawer,
  EmptyState,
  ErrorText,
  Grid,
  IconButton,
  PageHeading,
  Radio,
  RadioGroup,
  RangeSlider,
  Skeleton,
  Spinner,
  Stack,
  TextField,
  ThemeRoot,
  ToggleButton,
  useCarousel,
  useMediaQuery,
  VisuallyHidden,
} from './index';

function Slides() {
  const carousel = useCarousel({ count: 2, loop: true });
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <CarouselViewport carousel={carousel} data-wide={String(wide)}>
      <CarouselSlide roleDescription="bild" label="1 av 2">Ett</CarouselSlide>
      <CarouselSlide roleDescription="bild" label="2 av 2">Två</CarouselSlide>
    </CarouselViewport>
  );
}

describe('server rendering', () => {
  it('renders every component without a DOM, with emotion styles inline', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeRoot theme="carstore">
        <PageHeading lead="Lead">Bilar</PageHeading>
        <Stack>
          <Grid as="ul">
            <Card as="li">
              <Badge variant="campaign">Kampanj</Badge>
            </Card>
          </Grid>
          <Button>Visa fler</Button>
          <Button href="/bilar">Alla bilar</Button>
          <ToggleButton pressed>Jämför</ToggleButton>
          <TextField label="Namn" error="Fältet måste fyllas i" />
          <RadioGroup legend="Val">
            <Radio name="o" value="a" label="A" />
          </RadioGroup>
          <ErrorText>Fel</ErrorText>
          <Spinner label="Laddar…" />
          <Skeleton />
          <EmptyState title="Inga träffar" />
          <VisuallyHidden>dold</VisuallyHidden>
          <IconButton label="Stäng">×</IconButton>
          <RangeSlider span={{ min: 0, max: 100 }} low={10} high={90} step={1} lowLabel="Lägst" highLabel="Högst" format={String} onSlide={() => undefined} onRelease={() => undefined} />
          <Drawer open={false} onClose={() => undefined} label="Filter" closeLabel="Stäng filter" inlineFrom="desktop">
            Filterpanel
          </Drawer>
          <Slides />
        </Stack>
      </ThemeRoot>,
    );
    expect(html).toContain('<style data-emotion="css-global');
    expect(html).toContain('box-sizing:border-box');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('<a href="/bilar"');
    expect(html).toContain('Inga träffar');
    expect(html).toContain('aria-label="Stäng"');
    expect(html).toContain('type="range"');
    expect(html).toContain('data-drawer-open="false"');
    expect(html).toContain('aria-label="2 av 2"');
    expect(html).toContain('data-wide="null"');
  });
});
