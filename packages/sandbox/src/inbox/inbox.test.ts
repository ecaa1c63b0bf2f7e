import { renderInboxHtml } from './inbox';

describe('inbox page', () => {
  it('escapes what visitors typed and says when a section is empty', () => {
    const html = renderInboxHtml([
      { table: 'form_submissions', title: 'Leads', rows: [{ id: 'sub_1', submission_values: { customerName: '<script>alert(1)</script>' } }] },
      { table: 'service_bookings', title: 'Service bookings', rows: [] },
    ]);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<h2>Leads (1)</h2>');
    expect(html).toContain('<h2>Service bookings</h2><p>Nothing stored yet.</p>');
  });
});
