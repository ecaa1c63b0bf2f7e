/** Where a stored lead is on its way to the forms upstream. */
export const LEAD_STATUSES = ['pending', 'delivered', 'parked'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the BFF stores it: the comhub body (values include the server-set recipient of a car lead). */
export interface NewLead {
  formSubmissionId: string;
  formName: string;
  values: Record<string, unknown>;
}

/** A lead claimed for one delivery attempt. */
export interface ClaimedLead extends NewLead {
  /** Failed attempts before this one. */
  attempts: number;
}

/** A stored lead with its delivery state (the operator page's row). */
export interface StoredLead extends ClaimedLead {
  status: LeadStatus;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

export type LeadCounts = Record<LeadStatus, number>;
