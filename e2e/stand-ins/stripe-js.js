// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js) in the browser tests, which never
// reach the internet. It offers what @stripe/react-stripe-js and our card form call: Stripe(key),
// elements(), a card element of plain inputs mounted where Stripe's iframe would be, with Stripe's
// events and classes, and createPaymentMethod, which turns the typed number into the test payment
// method Stripe would (4242… → pm_card_visa). Everything the page asked is kept in
// window.__stripeStandIn for the test to read: the publishable keys, the Elements options, the
// payment methods made.
(() => {
  const record = {
    keys: [],
    elementsOptions: [],
    paymentMethods: [],
  };
  window.__stripeStandIn = record;

  /** Stripe's test cards: the test payment method each one becomes. */
  const TEST_METHODS = {
    4242424242424242: { id: 'pm_card_visa', last4: '4242' },
    4000000000009995: { id: 'pm_card_chargeDeclinedInsufficientFunds', last4: '9995' },
    4000000000000002: { id: 'pm_card_chargeDeclined', last4: '0002' },
  };

  const digitsOf = (text) => text.replace(/\D/g, '');

  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  };

  const error = (code, message) => ({ type: 'validation_error', code, message });

  /** The card's state as Stripe's change event tells it; `leaving` adds the errors shown on blur. */
  function stateOf(values, leaving) {
    const number = digitsOf(values.number);
    const expiry = digitsOf(values.expiry);
    const cvc = digitsOf(values.cvc);
    const empty = !number && !expiry && !cvc;
    let problem;
    if (number.length >= 16 && !luhn(number))
      problem = error('invalid_number', 'Your card number is invalid.');
    else if (expiry.length === 4) {
      const month = Number(expiry.slice(0, 2));
      const year = 2000 + Number(expiry.slice(2));
      const now = new Date();
      if (month < 1 || month > 12)
        problem = error('invalid_expiry_month', "Your card's expiration month is invalid.");
      else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth())
        problem = error('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    }
    if (!problem && leaving && !empty) {
      if (number.length < 16) problem = error('incomplete_number', 'Your card number is incomplete.');
      else if (expiry.length < 4)
        problem = error('incomplete_expiry', "Your card's expiration date is incomplete.");
      else if (cvc.length < 3) problem = error('incomplete_cvc', "Your card's security code is incomplete.");
    }
    const complete = !problem && number.length >= 16 && expiry.length === 4 && cvc.length >= 3;
    return {
      elementType: 'card',
      empty,
      complete,
      error: problem,
      brand: number.startsWith('4') ? 'visa' : 'unknown',
      value: {},
    };
  }

  function createCardElement(initialOptions) {
    let options = { ...initialOptions };
    const listeners = {};
    let node = null;
    let inputs = null;
    let ready = false;
    let last = stateOf({ number: '', expiry: '', cvc: '' }, false);

    const emit = (event, payload) => {
      for (const handler of [...(listeners[event] ?? [])]) handler(payload);
    };
    const values = () => ({
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvc: inputs.cvc.value,
    });
    const report = (leaving) => {
      last = stateOf(values(), leaving);
      node.classList.toggle('StripeElement--empty', last.empty);
      node.classList.toggle('StripeElement--complete', last.complete);
      node.classList.toggle('StripeElement--invalid', Boolean(last.error));
      emit('change', last);
    };
    const styleInputs = () => {
      const base = options.style?.base ?? {};
      for (const input of Object.values(inputs)) {
        Object.assign(input.style, {
          border: '0',
          outline: 'none',
          background: 'transparent',
          padding: '0',
          margin: '0',
          font: 'inherit',
          fontFamily: base.fontFamily ?? 'inherit',
          fontSize: base.fontSize ?? '16px',
          lineHeight: base.lineHeight ?? '20px',
          color: last.error ? (options.style?.invalid?.color ?? base.color) : (base.color ?? 'inherit'),
          minWidth: '0',
        });
        input.disabled = Boolean(options.disabled);
      }
      // Stripe's field is an iframe as wide as its box: the number takes what the others leave.
      inputs.number.style.flex = '1 1 0';
      inputs.number.style.width = '0';
      inputs.expiry.style.width = '4.5em';
      inputs.cvc.style.width = '3em';
    };

    const element = {
      mount(target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        node.classList.add('StripeElement', 'StripeElement--empty');
        const row = document.createElement('div');
        Object.assign(row.style, { display: 'flex', gap: '12px', alignItems: 'center' });
        const make = (name, label, placeholder, autocomplete) => {
          const input = document.createElement('input');
          input.name = name;
          input.setAttribute('aria-label', label);
          input.placeholder = placeholder;
          input.inputMode = 'numeric';
          input.autocomplete = autocomplete;
          input.addEventListener('input', () => report(false));
          input.addEventListener('focus', () => {
            node.classList.add('StripeElement--focus');
            emit('focus', { elementType: 'card' });
          });
          input.addEventListener('blur', () => {
            node.classList.remove('StripeElement--focus');
            // Leaving one part for another is not leaving the card.
            setTimeout(() => {
              if (!node.contains(document.activeElement)) report(true);
            });
            emit('blur', { elementType: 'card' });
          });
          row.appendChild(input);
          return input;
        };
        inputs = {
          number: make('cardnumber', 'Credit or debit card number', '1234 1234 1234 1234', 'cc-number'),
          expiry: make('exp-date', 'Credit or debit card expiration date', 'MM / YY', 'cc-exp'),
          cvc: make('cvc', 'Credit or debit card CVC/CVV', 'CVC', 'cc-csc'),
        };
        styleInputs();
        node.appendChild(row);
        // Stripe's field is ready once its iframe has loaded: a moment after mount.
        setTimeout(() => {
          ready = true;
          emit('ready', element);
        }, 50);
      },
      unmount() {
        node?.replaceChildren();
      },
      destroy() {
        element.unmount();
        for (const name of Object.keys(listeners)) delete listeners[name];
      },
      on(event, handler) {
        listeners[event] = [...(listeners[event] ?? []), handler];
        if (event === 'ready' && ready) setTimeout(() => handler(element));
        return element;
      },
      once(event, handler) {
        const once = (payload) => {
          element.off(event, once);
          handler(payload);
        };
        return element.on(event, once);
      },
      off(event, handler) {
        listeners[event] = (listeners[event] ?? []).filter((candidate) => candidate !== handler);
        return element;
      },
      update(changes) {
        options = { ...options, ...changes };
        if (inputs) styleInputs();
      },
      focus() {
        inputs?.number.focus();
      },
      blur() {
        document.activeElement?.blur();
      },
      clear() {
        for (const input of Object.values(inputs ?? {})) input.value = '';
        if (inputs) report(false);
      },
      /** For createPaymentMethod: the card as typed, and its state. */
      _standIn: () => ({ values: values(), state: stateOf(values(), true) }),
    };
    return element;
  }

  function Stripe(key, stripeOptions) {
    record.keys.push(key);
    const created = {};
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements(options) {
        record.elementsOptions.push(options ?? {});
        return {
          create(type, elementOptions) {
            if (type !== 'card') throw new Error(`the Stripe.js stand-in has no ${type} element`);
            created[type] = createCardElement(elementOptions ?? {});
            return created[type];
          },
          getElement(type) {
            return created[type] ?? null;
          },
          update(changes) {
            record.elementsOptions.push(changes);
          },
        };
      },
      async createPaymentMethod({ type, card }) {
        const { values, state } = card._standIn();
        if (type !== 'card') throw new Error('the Stripe.js stand-in makes card payment methods only');
        if (state.error) return { error: state.error };
        const method = TEST_METHODS[digitsOf(values.number)];
        if (!method)
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        record.paymentMethods.push({ key, id: method.id, options: stripeOptions ?? null });
        return {
          paymentMethod: {
            id: method.id,
            object: 'payment_method',
            type: 'card',
            card: { brand: 'visa', last4: method.last4 },
          },
        };
      },
      async createToken() {
        throw new Error('the Stripe.js stand-in makes no tokens');
      },
      async confirmCardPayment() {
        throw new Error('the Stripe.js stand-in confirms no payments');
      },
    };
  }
  // The release @stripe/stripe-js expects (its RELEASE_TRAIN), so it warns of no mismatch.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
