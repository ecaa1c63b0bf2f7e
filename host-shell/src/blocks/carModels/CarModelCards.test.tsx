import { screen, within } from '@testing-library/react';
import type { CarModelCardFields, ContentBlock } from '@showroom/contracts';
import { renderInPage } from '../../shell/testing/renderInPage';
import { BlockScope } from '../BlockScope';
import { CarModelCards } from './CarModelCards';

const model = (title: string, extra: Partial<CarModelCardFields> = {}): CarModelCardFields => ({
  Title: title,
  Text: 'Elbil med lång räckvidd',
  Image: { src: `/img/${title}.jpg`, alt: title },
  Link: { href: `/kop-bil?car_model=${title}`, text: `Se ${title}` },
  IsCampaign: false,
  Label1: 'Pris från',
  LabelValue1: '389 900 kr',
  Label2: 'Drivmedel',
  LabelValue2: 'El',
  Label3: 'Effekt',
  LabelValue3: null,
  ...extra,
});

const block = (fields: Record<string, unknown>): ContentBlock => ({ uid: 'models-1', componentName: 'CarModelCards', fields }) as ContentBlock;

const renderModels = (b: ContentBlock) =>
  renderInPage(
    <BlockScope value={{ defaultHeading: 'h2' }}>
      <CarModelCards block={b} index={3} />
    </BlockScope>,
  );

describe('CarModelCards', () => {
  it('renders title, image, text, link and the labels as a definition list, skipping a label without value', () => {
    renderModels(block({ Title: 'Populära modeller', Cards: [model('Volvo EX30')] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Populära modeller' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Volvo EX30' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Volvo EX30' })).toBeInTheDocument();
    expect(within(item).getByText('Elbil med lång räckvidd')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Se Volvo EX30' })).toHaveAttribute('href', '/kop-bil?car_model=Volvo EX30');
    const terms = [...item.querySelectorAll('dl dt')].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Pris från=389 900 kr', 'Drivmedel=El']);
  });

  it('shows the campaign badge with its text, or the default text', () => {
    renderModels(block({ Cards: [model('A', { IsCampaign: true, Campaign: 'Sommarkampanj' }), model('B', { IsCampaign: true, Campaign: null }), model('C', { Campaign: 'Ej kampanj' })] }));
    const [a, b, c] = screen.getAllByRole('listitem');
    expect(within(a!).getByText('Sommarkampanj')).toBeInTheDocument();
    expect(within(b!).getByText('Kampanj')).toBeInTheDocument();
    expect(within(c!).queryByText('Ej kampanj')).toBeNull();
  });

  it('has no definition list when no label has a value', () => {
    const { container } = renderModels(block({ Cards: [model('A', { LabelValue1: null, LabelValue2: '' })] }));
    expect(container.querySelector('dl')).toBeNull();
  });

  it('skips an invalid card and logs it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderModels(block({ Cards: [model('A'), { Title: 'B' }] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('CarModelCards models-1 item 1 is skipped'));
    error.mockRestore();
  });
});
