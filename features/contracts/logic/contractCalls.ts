import {
  answerDividendContract, answerHourlyContract, answerSalaryContract, dividendContract, hourlyContract, salaryContract,
} from '@/lib/platform/calls';
import type { ContractKind } from './contractCheck';

/** Rows 44-49: the call that reads each kind's pending offer and the one that answers it. */
export const CONTRACT_CALLS = {
  salary: { read: salaryContract, answer: answerSalaryContract },
  dividend: { read: dividendContract, answer: answerDividendContract },
  hourly: { read: hourlyContract, answer: answerHourlyContract },
} as const satisfies Record<ContractKind, unknown>;
