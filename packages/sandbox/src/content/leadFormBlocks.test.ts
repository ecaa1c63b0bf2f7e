import { getSite } from '@showroom/sites';
import { dealerContentBlocks } from './dealerContentBlocks';
import { leadFormBlocks, WORKSHOP_PICKER_FIELD } from './leadFormBlocks';
import { sitePages } from './routes';

describe('leadFormBlocks', () => {
  const site = getSite('dealergroup-no');
  const pages = sitePages(site, 'nb');
  const workshop = pages.find((page) => page.pageKind === 'workshopBooking')!;

  it("puts the workshop form on dealergroup-no's workshop booking page, taking the picker's picks by its field name", () => {
    expect(workshop.path).toBe('/verksted/bestill-service');
    const [form] = leadFormBlocks(site, 'nb', workshop, 'p');
    expect(form).toEqual({ uid: 'p-workshop-booking-form', componentName: 'WorkshopBookingForm', placeholder: 'main', fields: { PickerField: 'dealer' } });
    const [picker] = dealerContentBlocks(site, 'nb', workshop, 'p');
    expect(picker?.fields).toMatchObject({ Name: WORKSHOP_PICKER_FIELD });
  });

  it("puts the short sell-car form on dealergroup-no's contact page, and nothing anywhere else", () => {
    const placed = pages.filter((page) => page !== workshop).flatMap((page) => leadFormBlocks(site, 'nb', page, 'p').map((block) => `${page.path} ${block.componentName} ${JSON.stringify(block.fields)}`));
    expect(placed).toEqual(['/om-oss/kontakt SellCarFormBlock {"Variant":"short"}']);
    const elsewhere = sitePages(getSite('carstore-no'), 'nb').flatMap((page) => leadFormBlocks(getSite('carstore-no'), 'nb', page, 'p'));
    expect(elsewhere).toEqual([]);
  });
});
