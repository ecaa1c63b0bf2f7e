import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@showroom/ui';
import { departmentSite } from '../departments/departmentFixture';
import { EmployeeList } from './EmployeeList';
import { initialsOf, siteEmployees } from './siteEmployees';

const show = (site = departmentSite(), language?: 'en') =>
  render(
    <ThemeRoot theme="dealergroup">
      <EmployeeList site={site} language={language} />
    </ThemeRoot>,
  );

describe('EmployeeList', () => {
  it('starts collapsed: the button says how many and controls the hidden list', () => {
    show();
    const button = screen.getByRole('button', { name: 'Personal (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    expect(screen.queryByRole('heading', { level: 3, name: 'Anna Berg' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal (2)' })).toBeInTheDocument();
  });

  it('expands and collapses by keyboard (Enter, then Space)', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Personal (2)' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(false);
    const people = within(list).getAllByRole('listitem');
    expect(people).toHaveLength(2);
    expect(within(people[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Anna Berg');
    expect(people[0]!.textContent).toContain('Säljare');
    expect(within(people[0]!).getByRole('link', { name: 'Telefon: +46 31 111 11 11' }).getAttribute('href')).toBe('tel:+46311111111');
    expect(within(people[0]!).getByRole('link', { name: 'E-post: anna.berg@dealergroup.example.se' }).getAttribute('href')).toBe('mailto:anna.berg@dealergroup.example.se');
    // Erik has no phone or e-mail: no links.
    expect(within(people[1]!).queryAllByRole('link')).toHaveLength(0);
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('draws a decorative initials placeholder for the photo', async () => {
    show(departmentSite(), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Staff (2)' }));
    const avatar = screen.getByText('AB');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
  });

  it('is left out when the site lists nobody', () => {
    const { container } = show(departmentSite({ users: [] }));
    expect(container.querySelector('section')).toBeNull();
  });

  it('lists a person in two departments once', () => {
    const site = departmentSite();
    const twice = { ...site, site_departments: [site.site_departments[0]!, { ...site.site_departments[0]!, erp_id: '001.2' }] };
    expect(siteEmployees(twice).map((u) => u.first_name)).toEqual(['Anna', 'Erik']);
    expect(initialsOf({ first_name: 'åsa', last_name: 'Öberg' })).toBe('ÅÖ');
  });
});
