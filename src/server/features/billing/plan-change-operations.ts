// The plan page's API as the OpenAPI document describes it (decision 065, the plan switch
// 076; routes.ts serves it).
import {
  ZCheckoutRequest,
  ZPlanChangeAnswer,
  ZPlanChangeRequest,
  ZPlanOverview,
  ZRedirectAnswer,
  ZStripeEventEnvelope,
  ZStripeEventOutcome,
} from '../../../core/billing';
import {
  type FeatureOperations,
  json,
  jsonAnswer,
  NO_BODY,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const billingTag: OperationTag = {
  name: 'Billing',
  description: "Plans, Checkout, the billing portal and Stripe's events.",
};

export const planChangeOperations = {
  'GET /api/v1/billing/plan': {
    summary: 'Get my plan',
    operationId: 'getPlan',
    responses: {
      200: jsonAnswer('The plan, its limits beside what is used, and billing', ZPlanOverview),
    },
  },
  'POST /api/v1/billing/checkout': {
    summary: 'Start a Stripe Checkout',
    operationId: 'startCheckout',
    description: 'For Pro or Business; 409 when online payment is not set up.',
    body: json(ZCheckoutRequest),
    errors: [400, 409],
    responses: { 200: jsonAnswer('The Checkout page to open', ZRedirectAnswer) },
  },
  'POST /api/v1/billing/portal': {
    summary: 'Open the billing portal',
    operationId: 'openBillingPortal',
    description: "Stripe's portal for invoices, payment methods and cancelling.",
    body: NO_BODY,
    errors: [409],
    responses: { 200: jsonAnswer('The portal page to open', ZRedirectAnswer) },
  },
  // Called by Stripe (no Origin, no session, so the same-origin check lets it through):
  // application/json, read as raw text because its signature covers those exact bytes.
  'POST /api/v1/billing/stripe-webhook': {
    summary: "Receive Stripe's events",
    operationId: 'receiveStripeEvent',
    description:
      'Called by Stripe, signed in the Stripe-Signature header; 404 when online payment is not set up.',
    isPublic: true,
    body: json(ZStripeEventEnvelope),
    errors: [400, 404],
    responses: { 200: jsonAnswer('The event was received', ZStripeEventOutcome) },
  },
  'POST /api/v1/billing/plan-change': {
    summary: 'Change my plan',
    operationId: 'changePlan',
    description:
      'Switches a live Stripe subscription to Pro or Business in place (new price, seats carried over, prorated); without one, answers a Stripe Checkout to open.',
    body: json(ZPlanChangeRequest),
    responses: {
      200: jsonAnswer('The switched subscription, or the Checkout to open', ZPlanChangeAnswer),
    },
  },
} satisfies FeatureOperations;
