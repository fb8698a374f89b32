import type { ImportPreviewRow, PatientImportDraft } from '@clinio/contracts';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftStore } from './draft-store';
import { checkCsvFile, checkMapping, importProgress, mappingOf, reusedHeaders } from './import-model';
import { BILLING, IMPORT_ID, PROFILE, importOf, openAt } from './test-support';

const HEADERS = ['Given', 'Family', 'Born', 'Mobile'];

function row(line: number, overrides: Partial<ImportPreviewRow> = {}): ImportPreviewRow {
  return {
    line,
    values: { first_name: `Name${line}`, last_name: 'Silva', date_of_birth: '1980-01-02' },
    errors: [],
    possible_duplicate: false,
    ...overrides,
  };
}

function draftOf(overrides: Partial<PatientImportDraft> = {}): PatientImportDraft {
  return {
    import: importOf(),
    headers: HEADERS,
    mapping: { first_name: 'Given', last_name: 'Family', date_of_birth: 'Born' },
    preview: [
      row(2),
      row(3, { errors: [{ field: 'date_of_birth', message: 'Date of birth cannot be in the future' }] }),
      row(4, { possible_duplicate: true }),
    ],
    ...overrides,
  };
}

const csv = (name = 'old-system.csv', type = 'text/csv', text = 'Given,Family\nAna,Silva\n') =>
  new File([text], name, { type });

describe('the rules of the import screens', () => {
  it('checks the file before sending it', () => {
    expect(checkCsvFile(csv())).toBeNull();
    expect(checkCsvFile(csv('photo.png', 'image/png'))).toMatch(/Choose a CSV file/);
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: 0 })).toBe('The file is empty.');
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: 26 * 1024 * 1024 })).toMatch(/too large/);
  });

  it('keeps the guessed mapping to known fields and headers, and needs both names', () => {
    expect(
      mappingOf({ headers: HEADERS, mapping: { first_name: 'Given', city: 'Town', nonsense: 'Given' } }),
    ).toEqual({
      first_name: 'Given',
    });
    expect(checkMapping({ first_name: 'Given' })).toEqual({
      ok: false,
      message: 'Map a column to First name and one to Last name',
    });
    expect(checkMapping({ first_name: 'Given', last_name: 'Family', city: '' })).toEqual({
      ok: true,
      mapping: { first_name: 'Given', last_name: 'Family' },
    });
    expect(reusedHeaders({ first_name: 'Name', last_name: 'Name', city: 'Town' })).toEqual(['Name']);
  });

  it('shows an import as job progress', () => {
    expect(
      importProgress(importOf({ status: 'running', total_rows: 200, processed_rows: 50 })),
    ).toMatchObject({
      state: 'running',
      done: 50,
      total: 200,
      detail: '50 of 200 rows read',
    });
    expect(importProgress(importOf({ status: 'failed', error: 'The file is not UTF-8' }))).toMatchObject({
      state: 'failed',
      detail: 'The file is not UTF-8',
    });
  });
});

function importApi(): MockApi {
  return createMockApi()
    .on('getMe', () => PROFILE)
    .on('listPatientImports', () => ({ results: [], total: 0 }));
}

describe('upload', () => {
  it('refuses a file that is not a CSV without sending it', async () => {
    const api = importApi();
    await openAt('/dashboard/patients/import', 'Import patients', { api });
    const input = screen.getByLabelText('CSV file');
    fireEvent.change(input, { target: { files: [csv('photo.png', 'image/png')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Choose a CSV file/);
    expect(api.calls.some((call) => call.endpoint === 'createPatientImport')).toBe(false);
  });

  it('sends the file (also when dropped) and opens the mapping step at the import’s own address', async () => {
    const api = importApi()
      .on('createPatientImport', () => draftOf())
      .on('getPatientImport', () => importOf());
    const { onNavigate } = await openAt('/dashboard/patients/import', 'Import patients', { api });
    fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: [csv()] } });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/dashboard/patients/import/${IMPORT_ID}`));
    const upload = api.calls.find((call) => call.endpoint === 'createPatientImport');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByRole('heading', { level: 2, name: 'Match the columns' })).toBeInTheDocument();
  });

  it('lists recent imports with links back to each', async () => {
    const api = createMockApi().on('listPatientImports', () => ({
      results: [importOf({ status: 'running', total_rows: 10, processed_rows: 4 })],
      total: 1,
    }));
    await openAt('/dashboard/patients/import', 'Import patients', { api });
    const link = await screen.findByRole('link', { name: 'old-system.csv' });
    expect(link).toHaveAttribute('href', `/dashboard/patients/import/${IMPORT_ID}`);
    expect(screen.getByText('Importing')).toBeInTheDocument();
  });

  it('is closed to a role without patients_create', async () => {
    const api = importApi();
    await openAt('/dashboard/patients/import', 'Import patients', { api, user: BILLING });
    expect(screen.getByText(/Your role does not allow you to import patients/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('the mapping step', () => {
  it('pre-fills the guessed columns, previews each row’s problems and flags, and previews again on a change', async () => {
    draftStore.save(draftOf());
    const api = importApi()
      .on('getPatientImport', () => importOf())
      .on('previewPatientImport', ({ body }) => {
        const mapped = body.mapping as Record<string, string>;
        return draftOf({
          mapping: mapped,
          preview: [row(2, { values: { first_name: 'Ana', last_name: 'Silva', phone_number: '555 0100' } })],
        });
      });
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    expect(screen.getByRole('combobox', { name: /^First name/ })).toHaveValue('Given');
    expect(screen.getByRole('combobox', { name: /^Last name/ })).toHaveValue('Family');
    expect(screen.getByRole('combobox', { name: 'Phone' })).toHaveValue('');

    const preview = within(screen.getByRole('region', { name: 'Preview table' }));
    expect(
      within(preview.getByTestId('preview-line-3')).getByText(
        'Date of birth: Date of birth cannot be in the future',
      ),
    ).toBeInTheDocument();
    expect(within(preview.getByTestId('preview-line-4')).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(preview.getByTestId('preview-line-2')).getByText('Ready')).toBeInTheDocument();
    expect(
      screen.getByText(/1 row with problems and 1 possible duplicate among the first 3 rows/),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Phone' }), 'Mobile');
    await waitFor(() =>
      expect(api.calls.find((call) => call.endpoint === 'previewPatientImport')?.body).toEqual({
        mapping: { first_name: 'Given', last_name: 'Family', date_of_birth: 'Born', phone_number: 'Mobile' },
      }),
    );
    expect(await screen.findByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByText('555 0100')).toBeInTheDocument();
  });

  it('requires first and last name before it previews or starts', async () => {
    draftStore.save(draftOf());
    const api = importApi().on('getPatientImport', () => importOf());
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Last name/ }), '');
    expect(screen.getByText('Choose the column that holds it')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Map a column to First name and one to Last name',
    );
    expect(
      api.calls.some(
        (call) => call.endpoint === 'startPatientImport' || call.endpoint === 'previewPatientImport',
      ),
    ).toBe(false);
  });

  it('starts with the mapping and the chosen home branch, then follows the progress', async () => {
    draftStore.save(draftOf());
    let state = importOf();
    const api = importApi()
      .on('getPatientImport', () => state)
      .on('startPatientImport', () => {
        state = importOf({ status: 'running', total_rows: 3, processed_rows: 1, imported_rows: 1 });
        return state;
      });
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    await screen.findByRole('option', { name: 'Harbour Street' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Home branch' }), 'Harbour Street');
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(api.calls.find((call) => call.endpoint === 'startPatientImport')?.body).toEqual({
      mapping: { first_name: 'Given', last_name: 'Family', date_of_birth: 'Born' },
      branch_id: PROFILE.branches[0]?.id,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Importing' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 rows read')).toBeInTheDocument();
  });

  it('after a reload of a draft, previews again with the mapping last shown', async () => {
    draftStore.save(draftOf({ mapping: { first_name: 'Given', last_name: 'Family' } }));
    // A reload empties the memory; session storage keeps the mapping (never the rows).
    const saved = sessionStorage.getItem(`clinio.patient-import-mapping.${IMPORT_ID}`);
    expect(saved).toBe(JSON.stringify({ first_name: 'Given', last_name: 'Family' }));
    draftStore.forget(IMPORT_ID);
    sessionStorage.setItem(`clinio.patient-import-mapping.${IMPORT_ID}`, saved ?? '');
    const api = importApi()
      .on('getPatientImport', () => importOf())
      .on('previewPatientImport', ({ body }) => draftOf({ mapping: body.mapping as Record<string, string> }));
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    expect(await screen.findByRole('heading', { level: 2, name: 'Match the columns' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^First name/ })).toHaveValue('Given');
    expect(screen.getByRole('combobox', { name: 'Date of birth' })).toHaveValue('');
    expect(api.calls.find((call) => call.endpoint === 'previewPatientImport')?.body).toEqual({
      mapping: { first_name: 'Given', last_name: 'Family' },
    });
  });

  it('after a reload of a draft with nothing stored, asks for the file again', async () => {
    draftStore.forget(IMPORT_ID);
    const api = importApi().on('getPatientImport', () => importOf());
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    expect(screen.getByText(/Upload the file again to choose its columns/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload the file again' })).toHaveAttribute(
      'href',
      '/dashboard/patients/import',
    );
  });
});

describe('progress', () => {
  afterEach(() => jest.useRealTimers());

  it('polls the import every second until it finishes, then shows the report', async () => {
    const states = [
      importOf({ status: 'queued', total_rows: 4 }),
      importOf({ status: 'running', total_rows: 4, processed_rows: 2, imported_rows: 1, skipped_rows: 1 }),
      importOf({
        status: 'completed',
        total_rows: 4,
        processed_rows: 4,
        imported_rows: 2,
        skipped_rows: 1,
        duplicate_rows: 1,
      }),
    ];
    let reads = 0;
    const api = createMockApi()
      .on('getPatientImport', () => states[Math.min(reads++, states.length - 1)]!)
      .on('listPatientImportRows', () => ({
        results: [
          { line: 3, outcome: 'skipped', reason: 'Last name is required', patient_id: null },
          {
            line: 5,
            outcome: 'duplicate',
            reason: 'Same phone number as P-000004',
            patient_id: '00000000-0000-4000-8000-0000000000ab',
          },
        ],
        total: 2,
      }));
    // A reload lands here with the id in the address: the screen follows the import again.
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    expect(screen.getByRole('heading', { level: 2, name: 'Waiting to start' })).toBeInTheDocument();
    expect(await screen.findByText('2 of 4 rows read', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-count-skipped')).toHaveTextContent('1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Import finished' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const readsWhenDone = reads;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(reads).toBe(readsWhenDone);

    const report = within(await screen.findByRole('region', { name: 'Skipped and flagged rows table' }));
    expect(report.getByText('Last name is required')).toBeInTheDocument();
    expect(report.getByText('Imported, possible duplicate')).toBeInTheDocument();
    expect(report.getByRole('link', { name: 'Open the chart of line 5' })).toHaveAttribute(
      'href',
      '/dashboard/patients/00000000-0000-4000-8000-0000000000ab',
    );
    expect(screen.getByRole('link', { name: 'Review possible duplicates' })).toHaveAttribute(
      'href',
      '/dashboard/patients/duplicates',
    );
  });
});

describe('the report', () => {
  it('pages the skipped and flagged rows and downloads the report file', async () => {
    const created = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const done = importOf({
      status: 'completed',
      total_rows: 120,
      processed_rows: 120,
      imported_rows: 60,
      skipped_rows: 60,
    });
    const api = createMockApi()
      .on('getPatientImport', () => done)
      .on('listPatientImportRows', ({ query }) => ({
        results: [
          {
            line: ((query as { skip?: number } | undefined)?.skip ?? 0) + 2,
            outcome: 'skipped',
            reason: 'First name is required',
            patient_id: null,
          },
        ],
        total: 60,
      }))
      .on(`GET /api/patients/imports/${IMPORT_ID}/report.csv`, () => new Blob(['line,outcome']));
    await openAt(`/dashboard/patients/import/${IMPORT_ID}`, 'Import of old-system.csv', { api });
    expect(await screen.findByText('Page 1 of 2 · 60 rows')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 60 rows')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.endpoint === 'listPatientImportRows').at(-1)?.query).toEqual({
      skip: 50,
      limit: 50,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Download the report (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['old-system-import-report.csv']));
    click.mockRestore();
  });
});
