import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { completeProfile, course, institute, listOf, verificationDetails } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/mock-api';
import { mockStudentApi } from '../../../test/mock-student-api';
import { renderRoutes } from '../../../test/render';

const sinCalls = (fetchMock: ReturnType<typeof mockStudentApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/v1/student/profile/sin/')).length;

// the sign-up fields filled, the rest (half the weight) still empty
const halfFilled = verificationDetails(
  Object.fromEntries(
    [
      'sin_number',
      'profile_photo',
      'legal_status',
      'emergency_contact_full_name',
      'emergency_contact_phone',
    ].map((field) => [field, { status: 'pending' }]),
  ),
);

/** The figure shown above a label of the summary card. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

async function openProfile(path = '/profile') {
  const view = renderRoutes(path);
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
  await screen.findByRole('heading', { name: 'Personal details' });
  return view;
}

describe('the profile screen', () => {
  it('shows a complete profile read-only, with the SIN masked and the title of the institute', async () => {
    const { fetchMock } = mockStudentApi({ profile: completeProfile });
    await openProfile();
    expect(document.title).toBe('Profile | Maple Leaf College');
    expect(screen.getByLabelText('Social Insurance Number (SIN)')).toHaveValue('•••-•••-286');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Student number')).toHaveValue('MLC-0041');
    expect(screen.queryByRole('button', { name: 'Update Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByText(/Some new details are required/)).not.toBeInTheDocument();
    // the enrollment section is for incomplete profiles only
    expect(screen.queryByRole('heading', { name: 'Program enrollment' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile 100% filled in' })).toHaveClass(
      'MuiCircularProgress-colorSuccess',
    );
    // the documents card of /document sits in the profile too
    expect(await screen.findByRole('heading', { name: 'Government-issued Photo ID' })).toBeInTheDocument();
    expect(sinCalls(fetchMock)).toBe(0);
  });

  it('warns about an incomplete profile and opens it for editing by itself', async () => {
    const { fetchMock } = mockStudentApi({ verification: halfFilled });
    await openProfile();
    expect(
      screen.getByText(
        'Note : Some new details are required for profile verification. Please fill in all necessary information',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Program enrollment' })).toBeInTheDocument();
    // the edit form holds the full SIN, fetched for it
    await waitFor(() => expect(screen.getByLabelText(/^Social Insurance Number/)).toHaveValue('046454286'));
    expect(sinCalls(fetchMock)).toBe(1);
    expect(screen.getByRole('progressbar', { name: 'Profile 50% filled in' })).toHaveClass(
      'MuiCircularProgress-colorError',
    );
  });

  it('shows what is filled in and what the school verified apart', async () => {
    mockStudentApi({
      profile: { ...completeProfile, profile_completion_percentage: 0 },
      verification: verificationDetails(),
    });
    await openProfile();
    // every field filled, none verified yet: the ring is the student's part, full and green
    expect(screen.getByRole('progressbar', { name: 'Profile 100% filled in' })).toHaveClass(
      'MuiCircularProgress-colorSuccess',
    );
    expect(figure('Filled in')).toBe('100%');
    expect(figure('Verified by the school')).toBe('0%');
    expect(screen.getByText(/The school checks what you fill in/)).toBeInTheDocument();
    expect(screen.queryByText(/0\s?% complete/)).not.toBeInTheDocument();
  });

  it('asks before closing the editor with unsaved edits, and keeps them unless discarded', async () => {
    const { patches } = mockStudentApi({ profile: completeProfile });
    const user = userEvent.setup({ delay: null });
    await openProfile('/profile/edit');
    await user.type(screen.getByLabelText('Nickname'), 'Sammy');
    await user.click(screen.getByRole('button', { name: 'Stop editing' }));

    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nickname')).toHaveValue('Sammy');
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop editing' }));
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Update Details' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Nickname')).toHaveValue('');
    expect(patches).toHaveLength(0);
  });

  it('leads to the checkout of the paid program chosen in the enrolment section', async () => {
    const { patches } = mockStudentApi({
      patchProfile: () =>
        jsonResponse({
          ...completeProfile,
          subscribing_course_id: course.id,
          completed_now: true,
          subscription: {
            id: 301,
            subscription_id: 301,
            status: 'unpaid',
            enroll_datetime: new Date().toISOString(),
            course: course.id,
            course_slug: course.slug,
            cohort: null,
          },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = await openProfile();
    await waitFor(() => expect(screen.getByLabelText(/^Social Insurance Number/)).toHaveValue('046454286'));
    await user.click(screen.getByRole('checkbox', { name: /student handbook/ }));
    await user.click(screen.getByRole('combobox', { name: 'Program' }));
    await user.click(await screen.findByRole('option', { name: course.name }));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${course.id}`));
    expect(router.state.location.search).toBe('?subscription=301&email=sam%40example.com');
    expect(patches[0]!.get('subscribing_course_id')).toBe(String(course.id));
  });

  it('opens for editing at /profile/edit, and the pencil and close toggle between the modes', async () => {
    mockStudentApi({ profile: completeProfile });
    const user = userEvent.setup({ delay: null });
    await openProfile('/profile/edit');
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop editing' }));
    expect(screen.queryByRole('button', { name: 'Update Details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
  });

  it('shows the school’s check beside each field and locks the verified ones', async () => {
    mockStudentApi({
      profile: completeProfile,
      verification: verificationDetails({
        first_name: { status: 'verified' },
        phone: { status: 'rejected', remarks: 'The number does not answer' },
        legal_status: { status: 'pending' },
      }),
    });
    await openProfile('/profile/edit');
    const firstName = screen.getByLabelText(/^First name/);
    expect(firstName).toBeDisabled();
    expect(within(firstName.closest('.MuiGrid-root')!).getByText('Verified')).toBeInTheDocument();
    const phone = screen.getByLabelText(/^Phone/, { selector: '[name="phone"]' });
    expect(phone).toBeEnabled();
    const phoneCell = within(phone.closest('.MuiGrid-root')!);
    expect(phoneCell.getByText('Rejected')).toBeInTheDocument();
    expect(phoneCell.getByText(/The number does not answer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toBeEnabled();
    expect(screen.getAllByText('Pending for verification').length).toBeGreaterThan(1);
    // accepted consents are locked; the media release is still open
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /student handbook/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /media release/ })).toBeEnabled();
  });

  it("makes each consent's words the link to the institute's document", async () => {
    const links = {
      terms_and_condition_link: 'https://mapleleaf.example/terms.pdf',
      student_handbook: 'https://mapleleaf.example/handbook.pdf',
      media_release: null,
    };
    mockStudentApi({ overrides: { '/api/v1/institute/': listOf([{ ...institute, ...links }]) } });
    await openProfile('/profile/edit');
    const terms = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', links.terms_and_condition_link);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveTextContent(/^terms and conditions/);
    expect(screen.getByRole('link', { name: 'student handbook (opens in a new tab)' })).toHaveAttribute(
      'href',
      links.student_handbook,
    );
    // no document, no link: the words stay in the label
    expect(screen.getByRole('checkbox', { name: 'I agree to the media release' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(2);
  });

  it('saves, says so, and returns to read-only; completing the profile says that too', async () => {
    const { patches } = mockStudentApi();
    const user = userEvent.setup({ delay: null });
    await openProfile();
    await waitFor(() => expect(screen.getByLabelText(/^Social Insurance Number/)).toHaveValue('046454286'));
    await user.click(screen.getByRole('checkbox', { name: /student handbook/ }));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(
      await screen.findByText('The Profile Information has been successfully updated!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your profile is completed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Update Details' })).not.toBeInTheDocument(),
    );
    // the button pressed is gone: focus goes to the profile's heading, not to the page's body
    expect(screen.getByRole('heading', { name: 'Profile', level: 1 })).toHaveFocus();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Social Insurance Number (SIN)')).toHaveValue('•••-•••-286');
    expect(screen.queryByText(/Some new details are required/)).not.toBeInTheDocument();

    expect(patches).toHaveLength(1);
    const sent = Object.fromEntries(patches[0]!.entries());
    expect(sent).toMatchObject({ student_handbook: 'true', sin_number: '046454286', first_name: 'Sam' });
    expect(sent).not.toHaveProperty('profile_photo');
    expect(sent).not.toHaveProperty('gender');
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    mockStudentApi({
      profile: completeProfile,
      patchProfile: () =>
        jsonResponse(
          {
            phone: ['This field is verified and can no longer be changed.'],
            non_field_errors: ['Please fill your profile information correctly'],
          },
          400,
        ),
    });
    const user = userEvent.setup({ delay: null });
    await openProfile('/profile/edit');
    const nickname = screen.getByLabelText('Nickname');
    await user.type(nickname, 'Sammy');
    const phone = screen.getByLabelText(/^Phone/, { selector: '[name="phone"]' });
    await user.clear(phone);
    await user.type(phone, '416 555 0199');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));

    expect(await screen.findByText('Please fill your profile information correctly')).toBeInTheDocument();
    expect(screen.getByText('This field is verified and can no longer be changed.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('416 555 0199');
    expect(nickname).toHaveValue('Sammy');
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeInTheDocument();
  });

  it('checks the form with the contract’s rules before sending it', async () => {
    const { patches } = mockStudentApi();
    const user = userEvent.setup({ delay: null });
    await openProfile();
    await waitFor(() => expect(screen.getByLabelText(/^Social Insurance Number/)).toHaveValue('046454286'));
    const sin = screen.getByLabelText(/^Social Insurance Number/);
    await user.clear(sin);
    await user.type(sin, '1234');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(
      await screen.findByText('Student Identification Number (SIN) must be 9 digits'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please accept the student handbook')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('clears and hides “referred by” when Were you referred? turns to No', async () => {
    const { patches } = mockStudentApi({
      profile: { ...completeProfile, is_referred: true, referred_by: 'Ana' },
    });
    const user = userEvent.setup({ delay: null });
    await openProfile('/profile/edit');
    expect(screen.getByLabelText(/^Referred by/)).toHaveValue('Ana');
    await user.click(screen.getByRole('combobox', { name: 'Were you referred?' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    expect(screen.queryByLabelText(/^Referred by/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await screen.findByText('The Profile Information has been successfully updated!');
    const sent = Object.fromEntries(patches[0]!.entries());
    expect(sent.is_referred).toBe('false');
    expect(sent).not.toHaveProperty('referred_by');
  });

  it('checks a new photo in the browser, previews it, and sends it only when chosen', async () => {
    const { patches } = mockStudentApi({ profile: completeProfile });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await openProfile('/profile/edit');
    const input = screen.getByLabelText('Choose a profile photo');

    await user.upload(input, new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File type is not allowed')).toBeInTheDocument();
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('File size is too large')).toBeInTheDocument();

    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(screen.queryByText('File size is too large')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Sam Student' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    await screen.findByText('The Profile Information has been successfully updated!');
    expect(patches[0]!.get('profile_photo')).toBeInstanceOf(File);
    expect((patches[0]!.get('profile_photo') as File).name).toBe('me.png');
  });

  it('asks for a cohort when the chosen program runs in cohorts', async () => {
    const cohortCourse = {
      ...course,
      id: 9,
      name: 'Early Childhood Education',
      is_cohort: true,
      cohorts: [
        {
          id: 5,
          name: 'Fall 2026',
          lang: 'en',
          start_date: '2026-09-08',
          end_date: '2027-04-30',
          is_free: false,
          price: 100000,
          seats: 20,
          instructor_detail: null,
        },
      ],
    };
    const { patches } = mockStudentApi({ overrides: { '/api/v1/courses/': listOf([cohortCourse]) } });
    const user = userEvent.setup({ delay: null });
    await openProfile();
    await waitFor(() => expect(screen.getByLabelText(/^Social Insurance Number/)).toHaveValue('046454286'));
    await user.click(screen.getByRole('checkbox', { name: /student handbook/ }));
    await user.click(screen.getByRole('combobox', { name: 'Program' }));
    await user.click(await screen.findByRole('option', { name: 'Early Childhood Education' }));
    await user.click(screen.getByRole('button', { name: 'Update Details' }));
    expect(await screen.findByText('Please select a cohort for this program')).toBeInTheDocument();
    expect(screen.getByText('Please select a cohort for the selected program')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('leaves out the Student Info card outside Canada', async () => {
    mockStudentApi({
      profile: completeProfile,
      overrides: {
        '/api/v1/institute/': listOf([{ ...institute, country: { name: 'United States', code: 'US' } }]),
      },
    });
    await openProfile();
    expect(screen.queryByRole('heading', { name: 'Student Info' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Social Insurance Number/)).not.toBeInTheDocument();
  });

  it('downloads the profile as student-profile-{date}.pdf and says so', async () => {
    mockStudentApi({
      profile: completeProfile,
      overrides: {
        '/api/v1/student/profile/': (url: URL) =>
          url.searchParams.get('download_pdf') === 'true'
            ? new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } })
            : jsonResponse(completeProfile),
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF downloaded successfully!')).toBeInTheDocument();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^student-profile-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(link.href).toBe('blob:pdf');
  });

  it('says when the PDF could not be downloaded', async () => {
    mockStudentApi({
      profile: completeProfile,
      overrides: {
        '/api/v1/student/profile/': (url: URL) =>
          url.searchParams.get('download_pdf') === 'true'
            ? jsonResponse({ detail: 'Server error' }, 500)
            : jsonResponse(completeProfile),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Failed to download PDF. Please try again.')).toBeInTheDocument();
  });
});

describe('the profile in French', () => {
  it('states the contract’s rules in Canadian French', async () => {
    mockStudentApi();
    const { changeLanguage, i18n } = await import('../../../i18n/i18n');
    await changeLanguage('fr-CA', false);
    const user = userEvent.setup({ delay: null });
    renderRoutes('/profile');
    const update = await screen.findByRole('button', { name: 'Mettre à jour' });
    await user.click(update);
    expect(await screen.findByText('Veuillez accepter le guide étudiant')).toBeInTheDocument();
    expect(i18n.language).toBe('fr-CA');
  });
});
