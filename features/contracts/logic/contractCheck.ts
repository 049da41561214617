import type { MemberContracts } from '@/lib/platform/schemas';

/** SPEC §4 and §9: these member types are never asked about contracts. */
export const CONTRACT_EXCLUDED_TYPES = [4, 40, 41, 42] as const;

export type ContractKind = 'salary' | 'dividend' | 'hourly';

/** Which request leads to which review screen (SPEC §2 contract review screens), in the order they are asked. */
export const CONTRACT_SCREENS: readonly { field: keyof MemberContracts; kind: ContractKind; path: string }[] = [
  { field: 'dailysalreqtype', kind: 'salary', path: '/m/member/agent/getSalaryContract' },
  { field: 'divtypecompperiodreq', kind: 'dividend', path: '/m/member/agent/getDevidendContract' },
  { field: 'contracthoursalreq', kind: 'hourly', path: '/m/member/agent/getHourContract' },
];

export interface PendingContract {
  kind: ContractKind;
  path: string;
}

/** Whether the home load checks contracts for this member type at all. */
export function checksContracts(type: number | null | undefined): boolean {
  return type != null && !(CONTRACT_EXCLUDED_TYPES as readonly number[]).includes(type);
}

/**
 * SPEC §4 contract check: the first non-empty request names the screen the confirm dialog offers; none (or an
 * excluded member type) means no dialog.
 */
export function pendingContract(type: number | null | undefined, contracts: MemberContracts | null): PendingContract | null {
  if (!contracts || !checksContracts(type)) return null;
  const screen = CONTRACT_SCREENS.find(({ field }) => contracts[field].trim() !== '');
  return screen ? { kind: screen.kind, path: screen.path } : null;
}
