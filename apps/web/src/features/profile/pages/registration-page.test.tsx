import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profile } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsTo } from '../../../test/mock-api';
import { mockStudentApi } from '../../../test/mock-student-api';
import { renderRoutes } from '../../../test/render';

const newStudent = {
  ...profile,
  date_of_birth: null,
  address: '',
  city: '',
  province: '',
  postal_code: '',
  phone: '',
  sin_number: null,
  profile_completion_percentage: 0,
};

function mockRegistration(profileComplete = false) {
  return mockStudentApi({
    profile: newStudent,
    overrides: {
      '/api/v1/students/41/': () => jsonResponse({ id: 41, profile_complete: profileComplete }),
    },
  });
}

async function openRegistration(path = '/register') {
  const view = renderRoutes(path);
  await screen.findByRole('button', { name: 'Register' });
  return view;
}

describe('the registration form (/register, /onboard-register)', () => {
  it('asks a visitor to sign in first', async () => {
    mockApi();
    const { router } = renderRoutes('/onboard-register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=/onboard-register');
  });

  it('says ‘Please select province’ until one is chosen, with the 10-digit phone hint', async () => {
    const { fetchMock } = mockRegistration();
    const user = userEvent.setup({ delay: null });
    await openRegistration();
    expect(screen.getByText('Enter (10 Digit Phone No.)')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('Canada');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select province')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/v1/students/41/')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /^Province/ }));
    expect(await screen.findAllByRole('option')).toHaveLength(13);
    await user.click(screen.getByRole('option', { name: 'Nova Scotia' }));
    await waitFor(() => expect(screen.queryByText('Please select province')).not.toBeInTheDocument());
  });

  it('fills the city, province and postal code from the address picked, then registers', async () => {
    const { fetchMock } = mockRegistration();
    const user = userEvent.setup({ delay: null });
    const { router } = await openRegistration();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sam');

    await user.type(screen.getByRole('combobox', { name: /^Mailing address/ }), '221 Main St, Toro');
    await user.click(await screen.findByRole('option', { name: /221 Main St, Toronto, ON/ }));
    expect(screen.getByText('Sandbox address search')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Mailing address/ })).toHaveValue(
      '221 Main St, Toronto, ON',
    );
    expect(screen.getByLabelText(/^City/)).toHaveValue('Toronto');
    expect(screen.getByRole('combobox', { name: /^Province/ })).toHaveTextContent('Ontario');
    const postal = screen.getByLabelText(/^Postal code/);
    expect(postal).toHaveValue('M5V');
    await user.type(postal, ' 2T6');
    await user.type(screen.getByLabelText(/^Phone/), '416-555-0199');
    await user.type(screen.getByLabelText(/^Date of birth/), '2001-02-03');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/edit'));
    expect(requestsTo(fetchMock, '/api/v1/students/41/')).toEqual([
      {
        first_name: 'Sam',
        last_name: 'Student',
        date_of_birth: '2001-02-03',
        address: '221 Main St, Toronto, ON',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M5V 2T6',
        phone: '416-555-0199',
        course: null,
        is_active: true,
        groups: [],
        user_permissions: [],
      },
    ]);
    const searches = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/v1/places/'));
    // debounced: not one search per keystroke
    expect(searches.length).toBeLessThan(5);
    expect(String(searches.at(-1)![0])).toBe('/api/v1/places/?q=221+Main+St%2C+Toro');
  });

  it('opens the dashboard when the profile is already complete', async () => {
    mockStudentApi({
      profile: {
        ...newStudent,
        date_of_birth: '2001-02-03',
        address: '1 Bay St',
        city: 'Toronto',
        province: 'ON',
        postal_code: 'M5J 2T3',
        phone: '4165550199',
      },
      overrides: { '/api/v1/students/41/': () => jsonResponse({ id: 41, profile_complete: true }) },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = await openRegistration('/onboard-register');
    expect(screen.getByRole('heading', { name: 'Complete your registration', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
