import type { BranchResponse } from '@clinio/contracts';
import { useEndpointQuery, useRemote } from '@clinio/platform';

export interface ClinicFacts {
  /** Two-letter country of the clinic: phone numbers of it are shown in national format. */
  country: string;
  /** The signed-in user's branch zone (else the clinic's): dates of the access log are shown in it. */
  timeZone: string | undefined;
  branches: readonly BranchResponse[];
  branchName: (id: string | null) => string | null;
}

/** What the patient screens need of the clinic: its country, its zone and its branches. */
export function useClinic(): ClinicFacts {
  const { auth } = useRemote();
  const clinic = useEndpointQuery(
    'getClinic',
    auth.clinicId === null ? null : { params: { clinicId: auth.clinicId } },
  );
  const data = clinic.data;
  const branches = data?.branches ?? [];
  const home = branches.find((branch) => branch.id === auth.branchId);
  return {
    country: data?.country ?? '',
    timeZone: home?.timezone ?? data?.timezone,
    branches,
    branchName: (id) => branches.find((branch) => branch.id === id)?.name ?? null,
  };
}
