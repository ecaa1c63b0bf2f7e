/**
 * @jest-environment node
 */
// Server rendering: no window or document exists here, so any access at import or render time fails this test.
import { renderToString } from 'react-dom/server';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorText,
  Grid,
  PageHeading,
  Radio,
  RadioGroup,
  Skeleton,
  Spinner,
  Stack,
  TextField,
  ThemeRoot,
  ToggleButton,
  VisuallyHidden,
} from './index';

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
        </Stack>
      </ThemeRoot>,
    );
    expect(html).toContain('<style data-emotion="css-global');
    expect(html).toContain('box-sizing:border-box');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('<a href="/bilar"');
    expect(html).toContain('Inga träffar');
  });
});
