// The three-step booking wizard (spec §4): a slot is needed to leave step 1, valid details
// to leave step 2; Back is always allowed. A slot taken meanwhile (409) sends the invitee
// back to step 1 with fresh slots and says why.
import { type FormEvent, useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { PublicBookingCreated, PublicEventType } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { isApiError, NETWORK_ERROR } from '@/web/lib/api';
import { useCreateBooking } from './api/create-booking';
import { BookingConfirmed } from './booking-confirmed';
import {
  type BookingFormErrors,
  EMPTY_BOOKING_FORM,
  formErrorsFromServer,
  toBookingRequest,
} from './booking-form-values';
import { ConfirmStep } from './confirm-step';
import { DateTimeStep } from './date-time-step';
import { InformationStep } from './information-step';
import { BOOKING_STEPS, type BookingStep, StepIndicator } from './step-indicator';
import type { ZonedSlot } from './zoned-dates';

/** The form's rules (they bring zod): asked for when a time is chosen, awaited at Next. */
const loadValidation = () => import('./booking-form-validation');

type BookingWizardProps = {
  userId: string;
  slug: string;
  data: PublicEventType;
  /** The zone the page loaded the first slots in (the browser's). */
  initialTimeZone: string;
};

export function BookingWizard({ userId, slug, data, initialTimeZone }: BookingWizardProps) {
  const { eventType } = data;
  const [step, setStep] = useState<BookingStep>(0);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const [slot, setSlot] = useState<ZonedSlot | null>(null);
  const [slotMessage, setSlotMessage] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY_BOOKING_FORM);
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [created, setCreated] = useState<PublicBookingCreated | null>(null);
  const createBooking = useCreateBooking(userId, slug);

  if (created) {
    return (
      <BookingConfirmed
        booking={created.booking}
        email={values.email.trim()}
        timeZone={timeZone}
        cancelPath={created.cancelPath}
      />
    );
  }

  const goTo = (next: BookingStep) => {
    setSubmitError(null);
    setStep(next);
    // The new step's heading takes focus, so a screen reader hears where the invitee is.
    requestAnimationFrame(() => document.getElementById('booking-step-heading')?.focus());
  };

  const backToSlots = (message: string) => {
    setSlot(null);
    setSlotMessage(message);
    goTo(0);
  };

  const submit = () => {
    if (!slot) return backToSlots(M.selectTimeSlot);
    setSubmitError(null);
    createBooking.mutate(toBookingRequest(values, slot.startIso, timeZone), {
      onSuccess: setCreated,
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          return backToSlots(error.message || M.slotTaken);
        }
        // A slot that stopped being offered (the notice passed while the invitee typed).
        if (isApiError(error) && error.status === 400 && error.fields?.startTime) {
          return backToSlots(error.fields.startTime);
        }
        const fieldErrors = isApiError(error) ? formErrorsFromServer(error.fields) : undefined;
        if (fieldErrors) {
          setErrors(fieldErrors);
          return goTo(1);
        }
        setSubmitError(M.bookingFailed);
      },
    });
  };

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) {
      if (!slot) {
        setSlotMessage(M.selectTimeSlot);
        return;
      }
      return goTo(1);
    }
    if (step === 1) {
      let validation: Awaited<ReturnType<typeof loadValidation>>;
      try {
        validation = await loadValidation();
      } catch {
        // The rules' chunk did not arrive (the connection dropped): say so, lose nothing.
        setSubmitError(NETWORK_ERROR);
        return;
      }
      const found = validation.validateBookingForm(values, eventType.questions);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
      return goTo(2);
    }
    submit();
  };

  return (
    <form onSubmit={next} noValidate className="space-y-6">
      <StepIndicator step={step} />
      <h3 id="booking-step-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
        {BOOKING_STEPS[step]}
      </h3>
      {step === 0 ? (
        <DateTimeStep
          userId={userId}
          slug={slug}
          eventType={eventType}
          timeZone={timeZone}
          onTimeZoneChange={setTimeZone}
          selectedSlot={slot}
          onSelectSlot={(chosen) => {
            setSlot(chosen);
            setSlotMessage(null);
            // Fetched ahead; a failure is reported when Next needs the rules.
            loadValidation().catch(() => undefined);
          }}
          message={slotMessage}
        />
      ) : step === 1 ? (
        <InformationStep
          values={values}
          errors={errors}
          questions={eventType.questions}
          onChange={setValues}
          isPhoneRequired={eventType.locationKind === 'phone_invitee'}
        />
      ) : slot ? (
        <ConfirmStep eventType={eventType} slot={slot} timeZone={timeZone} values={values} />
      ) : null}
      {submitError ? <Alert variant="destructive">{submitError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => goTo((step - 1) as BookingStep)}
            disabled={createBooking.isPending}
          >
            Back
          </Button>
        ) : (
          <span className="max-sm:hidden" />
        )}
        <Button type="submit" disabled={createBooking.isPending}>
          {createBooking.isPending ? (
            <Spinner className="size-4 text-current" label="Booking" />
          ) : null}
          {step === 2 ? 'Confirm Booking' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
