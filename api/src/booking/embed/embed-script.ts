import { EMBED_TEXTS } from './embed-texts';

// The booking page's script (ADR 037): plain ES5-level JavaScript, no framework, served as
// /embed/assets/booking.js. Its texts come from ./catalog (issue 22), in the language chosen with
// its switch (kept on this device under the same key as the product's own pages), else the
// browser's.
const SCRIPT = String.raw`
(function () {
  'use strict';
  var app = document.getElementById('app');
  if (!app) return;
  var parts = location.pathname.split('/');
  var clinicId = parts[3];
  var mode = app.getAttribute('data-mode');
  var status = document.getElementById('status');
  var state = { config: null, slot: null };
  var TEXTS = __TEXTS__;
  var STORAGE_KEY = 'clinio:locale';
  function chosenLocale() {
    var stored = null;
    try { stored = localStorage.getItem(STORAGE_KEY); } catch (e) { stored = null; }
    var tags = [stored].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i] || '').toLowerCase().split(/[-_]/)[0];
      if (TEXTS[base]) return base;
    }
    return 'en';
  }
  var locale = chosenLocale();
  var dateLocale = locale === 'en' ? 'en-GB' : locale;
  document.documentElement.lang = locale;
  function T(key, values) {
    return String(TEXTS[locale][key]).replace(/\{(\w+)\}/g, function (whole, name) {
      return values && values[name] !== undefined ? values[name] : whole;
    });
  }

  /* The SHA-256 of a text in hex, or null without Web Crypto (a page served without TLS). */
  function sha256(text) {
    if (!window.crypto || !window.crypto.subtle || !window.TextEncoder) return Promise.resolve(null);
    return window.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (digest) {
      return Array.prototype.map.call(new Uint8Array(digest), function (byte) { return ('0' + byte.toString(16)).slice(-2); }).join('');
    }, function () { return null; });
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key.slice(0, 2) === 'on') node.addEventListener(key.slice(2), attrs[key]);
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }
  function say(text, bad) {
    status.textContent = text;
    status.className = bad ? 'notice bad' : 'lead';
  }
  /* The server's detail is English (for logs and API clients); the reader gets their language. */
  function messageOf(status, data, conflictText) {
    if (data.code === 'consent_required') return T('consentsChanged');
    if (status === 409) return conflictText || T('slotTaken');
    if (status === 429) return T('tooMany');
    if (locale === 'en' && data.detail) return data.detail;
    return T('somethingWrong');
  }
  function languageSwitch() {
    var names = { en: 'English', es: 'Español' };
    var nav = el('nav', { class: 'language', 'aria-label': T('language') });
    Object.keys(names).forEach(function (code) {
      nav.appendChild(el('button', {
        type: 'button', lang: code, 'aria-pressed': code === locale ? 'true' : 'false', text: names[code],
        onclick: function () {
          if (code === locale) return;
          try { localStorage.setItem(STORAGE_KEY, code); } catch (e) { /* private mode */ }
          location.reload();
        },
      }));
    });
    return nav;
  }
  app.insertBefore(languageSwitch(), app.firstChild);
  status.textContent = T('loading');
  /* conflictText: what a 409 means on this call (a booking's or a move's: the time was taken). */
  function call(method, url, body, conflictText) {
    return fetch(url, {
      method: method,
      // The page's language: the confirmation e-mail a booking sends is written in it.
      headers: body ? { 'content-type': 'application/json', 'accept-language': locale } : { 'accept-language': locale },
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        if (!response.ok) { var error = new Error(messageOf(response.status, data, conflictText)); error.data = data; error.status = response.status; throw error; }
        return data;
      });
    });
  }
  function today(offsetDays) {
    var d = new Date(Date.now() + (offsetDays || 0) * 86400000);
    return d.toISOString().slice(0, 10);
  }
  function addDays(date, days) {
    var d = new Date(date + 'T12:00:00Z');
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  }
  function clock(iso, zone, withDay) {
    var options = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    if (withDay) { options.weekday = 'long'; options.day = 'numeric'; options.month = 'long'; options.year = 'numeric'; }
    return new Intl.DateTimeFormat(dateLocale, options).format(new Date(iso));
  }
  function dayOf(iso, zone) {
    return new Intl.DateTimeFormat(dateLocale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
  }
  function field(id, label, type, extra) {
    var input = el('input', Object.assign({ id: id, name: id, type: type, 'aria-describedby': id + '-error' }, extra || {}));
    return el('div', {}, [el('label', { for: id, text: label }), input, el('p', { id: id + '-error', class: 'error' })]);
  }
  function select(id, label, options) {
    var node = el('select', { id: id, name: id });
    options.forEach(function (option) { node.appendChild(el('option', { value: option[0], text: option[1] })); });
    return el('div', {}, [el('label', { for: id, text: label }), node]);
  }
  function showFieldErrors(form, error) {
    form.querySelectorAll('.error').forEach(function (p) { p.textContent = ''; });
    form.querySelectorAll('[aria-invalid]').forEach(function (i) { i.removeAttribute('aria-invalid'); });
    var fields = (error.data && error.data.fields) || [];
    var first = null;
    fields.forEach(function (item) {
      /* A consent's signature (consents.0.signer_name) is the one name field that signs them all. */
      var id = /^consents\./.test(item.field) ? 'signer_name' : item.field;
      var input = form.querySelector('#' + id);
      var p = form.querySelector('#' + id + '-error');
      if (input && p) { p.textContent = item.message; input.setAttribute('aria-invalid', 'true'); first = first || input; }
    });
    say(fields.length ? T('correctFields') : error.message, true);
    if (first) first.focus();
  }

  /* Slots of a week, grouped by day, as toggle buttons. */
  function slotPicker(container, query, onPick) {
    container.textContent = '';
    container.appendChild(el('p', { class: 'muted', text: T('loadingTimes') }));
    /* Only the latest request draws: an earlier week answering late would show its times. */
    var ticket = String(Number(container.getAttribute('data-request') || '0') + 1);
    container.setAttribute('data-request', ticket);
    var current = function () { return container.getAttribute('data-request') === ticket; };
    var qs = new URLSearchParams(query).toString();
    return call('GET', '/api/public/booking/' + clinicId + '/availability?' + qs).then(function (answer) {
      if (!current()) return;
      container.textContent = '';
      if (answer.slots.length === 0) {
        container.appendChild(el('p', { class: 'notice', text: T('noTimesThisWeek') }));
        return;
      }
      var byDay = {};
      var order = [];
      answer.slots.forEach(function (slot) {
        var day = dayOf(slot.start_time, answer.timezone);
        if (!byDay[day]) { byDay[day] = []; order.push(day); }
        byDay[day].push(slot);
      });
      order.forEach(function (day) {
        var group = el('div', { class: 'slots', role: 'group', 'aria-label': day });
        byDay[day].forEach(function (slot) {
          var label = clock(slot.start_time, answer.timezone, false);
          var button = el('button', { type: 'button', 'aria-pressed': 'false', 'aria-label': day + ' ' + label, text: label });
          button.addEventListener('click', function () {
            container.querySelectorAll('[aria-pressed="true"]').forEach(function (b) { b.setAttribute('aria-pressed', 'false'); });
            button.setAttribute('aria-pressed', 'true');
            onPick(slot, answer.timezone);
          });
          group.appendChild(button);
        });
        container.appendChild(el('p', { class: 'day', text: day }));
        container.appendChild(group);
      });
    }).catch(function (error) {
      if (!current()) return;
      container.textContent = '';
      container.appendChild(el('p', { class: 'notice bad', text: error.message }));
    });
  }

  function bookPage(config) {
    state.config = config;
    app.setAttribute('aria-busy', 'false');
    document.title = T('bookDocumentTitle', { clinic: config.clinic_name });
    app.querySelector('h1').textContent = T('bookTitle', { clinic: config.clinic_name });
    if (config.appointment_types.length === 0 || config.providers.length === 0) {
      say(T('nothingToOffer'), true);
      return;
    }
    say(T('chooseLead'));
    var branchOptions = config.branches.map(function (b) { return [b.id, b.name]; });
    var typeOptions = config.appointment_types.map(function (t) { return [t.key, T('minutes', { name: t.name, minutes: String(t.duration_minutes) })]; });
    var weekStart = addDays(today(), 1);
    var slotsBox = el('div', { id: 'slots', 'aria-live': 'polite' });
    var choice = el('fieldset', {}, [
      el('legend', { text: T('yourVisit') }),
      el('div', { class: 'row' }, [
        select('branch_id', T('location'), branchOptions),
        select('appointment_type', T('visitType'), typeOptions),
        select('provider_id', T('with'), [['', T('anyProvider')]]),
      ]),
      field('week', T('weekStarting'), 'date', { value: weekStart, min: today() }),
    ]);
    var when = el('fieldset', {}, [el('legend', { text: T('freeTime') }), slotsBox]);
    var picked = el('p', { id: 'picked', class: 'muted', text: T('noTimeYet') });
    var you = el('fieldset', {}, [
      el('legend', { text: T('aboutYou') }),
      el('div', { class: 'row' }, [
        field('first_name', T('firstName'), 'text', { autocomplete: 'given-name', required: 'required' }),
        field('last_name', T('lastName'), 'text', { autocomplete: 'family-name', required: 'required' }),
      ]),
      el('div', { class: 'row' }, [
        field('email', T('email'), 'email', { autocomplete: 'email', required: 'required' }),
        field('phone_number', T('phone'), 'tel', { autocomplete: 'tel', required: 'required' }),
      ]),
      field('date_of_birth', T('dateOfBirth'), 'date', { autocomplete: 'bday', required: 'required', max: today() }),
    ]);
    var consentsBox = el('div', { id: 'consents' });
    var submit = el('button', { type: 'submit', class: 'primary', text: T('bookThisTime') });
    var form = el('form', { novalidate: 'novalidate' }, [choice, when, picked, you, consentsBox, submit]);
    app.appendChild(form);

    /* The clinic's Spanish title and text on a Spanish page when it wrote them (issue 22, ADR 062);
       the language shown is sent with the signature, so the text signed is the one read. */
    function shownConsent(c) {
      return locale === 'es' && c.consent_text_es && c.title_es
        ? { title: c.title_es, text: c.consent_text_es, locale: 'es' }
        : { title: c.title, text: c.consent_text, locale: 'en' };
    }
    /* Re-consent (ADR 061): the clinic's texts of the consents the chosen type requires, each to be
       agreed to, and one typed name that signs them. Asked of everyone who books this type. */
    function typeConsents() {
      var type = form.querySelector('#appointment_type').value;
      return (config.consents || []).filter(function (c) { return c.appointment_types.indexOf(type) >= 0; });
    }
    function showConsents() {
      consentsBox.textContent = '';
      var consents = typeConsents();
      if (consents.length === 0) return;
      var items = consents.map(function (c) {
        var id = 'agree_' + c.consent_type;
        var shown = shownConsent(c);
        return el('div', { class: 'consent' }, [
          el('h3', { id: id + '-title', lang: shown.locale, text: shown.title }),
          el('div', { class: 'consent-text', tabindex: '0', role: 'region', lang: shown.locale, 'aria-labelledby': id + '-title', text: shown.text }),
          el('div', { class: 'check' }, [
            el('input', { id: id, name: id, type: 'checkbox', 'aria-describedby': id + '-error' }),
            el('label', { for: id, text: T('agreeTo', { title: shown.title }) }),
          ]),
          el('p', { id: id + '-error', class: 'error' }),
        ]);
      });
      var signer = field('signer_name', T('signerName'), 'text', { autocomplete: 'name', required: 'required', maxlength: '120' });
      signer.insertBefore(el('p', { id: 'signer_name-hint', class: 'muted', text: T('signerHint') }), signer.querySelector('input'));
      signer.querySelector('input').setAttribute('aria-describedby', 'signer_name-hint signer_name-error');
      consentsBox.appendChild(el('fieldset', {}, [el('legend', { text: T('consentsLegend') }), el('p', { class: 'muted', text: T('consentsLead') })].concat(items, [signer])));
    }
    /* Every consent agreed to and a name typed, else the first gap is marked and focused. */
    function consentsReady() {
      var first = null;
      typeConsents().forEach(function (c) {
        var box = form.querySelector('#agree_' + c.consent_type);
        var ok = box.checked;
        form.querySelector('#agree_' + c.consent_type + '-error').textContent = ok ? '' : T('agreeToEach');
        if (ok) box.removeAttribute('aria-invalid'); else { box.setAttribute('aria-invalid', 'true'); first = first || box; }
      });
      var name = form.querySelector('#signer_name');
      if (name) {
        var named = name.value.trim() !== '';
        form.querySelector('#signer_name-error').textContent = named ? '' : T('signerRequired');
        if (named) name.removeAttribute('aria-invalid'); else { name.setAttribute('aria-invalid', 'true'); first = first || name; }
      }
      if (first) { say(T('agreeToEach'), true); first.focus(); }
      return first === null;
    }

    function providerChoices() {
      var node = form.querySelector('#provider_id');
      var branch = form.querySelector('#branch_id').value;
      var type = form.querySelector('#appointment_type').value;
      node.textContent = '';
      node.appendChild(el('option', { value: '', text: T('anyProvider') }));
      config.providers.forEach(function (p) {
        if (p.branch_ids.indexOf(branch) >= 0 && p.appointment_types.indexOf(type) >= 0)
          node.appendChild(el('option', { value: p.id, text: p.name }));
      });
    }
    function refresh() {
      state.slot = null;
      picked.textContent = T('noTimeYet');
      var start = form.querySelector('#week').value || weekStart;
      var query = {
        appointment_type: form.querySelector('#appointment_type').value,
        branch_id: form.querySelector('#branch_id').value,
        start_date: start,
        end_date: addDays(start, 6),
      };
      var provider = form.querySelector('#provider_id').value;
      if (provider) query.provider_id = provider;
      slotPicker(slotsBox, query, function (slot, zone) {
        state.slot = slot;
        var name = (config.providers.filter(function (p) { return p.id === slot.provider_id; })[0] || {}).name || '';
        var when = clock(slot.start_time, zone, true);
        picked.textContent = name ? T('chosenWith', { when: when, provider: name }) : T('chosen', { when: when });
      });
    }
    form.querySelector('#branch_id').addEventListener('change', function () { providerChoices(); refresh(); });
    form.querySelector('#appointment_type').addEventListener('change', function () { providerChoices(); showConsents(); refresh(); });
    form.querySelector('#provider_id').addEventListener('change', refresh);
    form.querySelector('#week').addEventListener('change', refresh);
    providerChoices();
    showConsents();
    refresh();

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!state.slot) { say(T('chooseTimeFirst'), true); slotsBox.querySelector('button') && slotsBox.querySelector('button').focus(); return; }
      var body = {
        appointment_type: form.querySelector('#appointment_type').value,
        branch_id: form.querySelector('#branch_id').value,
        provider_id: state.slot.provider_id,
        start_time: state.slot.start_time,
      };
      ['first_name', 'last_name', 'email', 'phone_number', 'date_of_birth'].forEach(function (id) { body[id] = form.querySelector('#' + id).value; });
      if (!consentsReady()) return;
      var signerName = form.querySelector('#signer_name');
      var consents = typeConsents();
      submit.disabled = true;
      say(T('booking'));
      /* Each signature names the text it agrees to by its hash: a text the clinic changed since the
         page was opened is asked for again, never signed unread. */
      Promise.all(consents.map(function (c) { return sha256(shownConsent(c).text); })).then(function (sums) {
        if (consents.length > 0) body.consents = consents.map(function (c, i) {
          var item = { consent_type: c.consent_type, signer_name: signerName.value, locale: shownConsent(c).locale };
          if (sums[i]) item.text_sha256 = sums[i];
          return item;
        });
        return call('POST', '/api/public/booking/' + clinicId + '/appointments', body);
      }).then(function (done) {
        form.remove();
        var text = T('booked', { type: done.appointment_type, provider: done.provider_name, branch: done.branch_name, when: clock(done.start_time, done.timezone, true) });
        say(text);
        status.className = 'notice';
        status.setAttribute('tabindex', '-1');
        status.focus();
      }).catch(function (error) {
        submit.disabled = false;
        if (error.status === 409 && !(error.data && error.data.code === 'consent_required')) { refresh(); }
        showFieldErrors(form, error);
      });
    });
  }

  function visitText(visit) {
    return T('visit', { type: visit.appointment_type, provider: visit.provider_name, branch: visit.branch_name, when: clock(visit.start_time, visit.timezone, true) });
  }

  function managePage() {
    var token = location.hash.slice(1);
    app.setAttribute('aria-busy', 'false');
    app.querySelector('h1').textContent = T('yourAppointment');
    if (!token) { say(T('linkIncomplete'), true); return; }
    call('POST', '/api/public/booking-links/read', { token: token }).then(function (booking) {
      var details = el('p', { id: 'details', text: visitText(booking) });
      app.appendChild(details);
      if (booking.status === 'cancelled') { say(T('isCancelled')); return; }
      // A booked visit can be confirmed up to its start, even once it can no longer be changed.
      if (booking.status === 'confirmed') app.appendChild(el('p', { class: 'notice', text: T('isConfirmed') }));
      if (booking.status === 'booked') {
        var confirm = el('button', { type: 'button', class: 'primary', text: T('confirmIt') });
        confirm.addEventListener('click', function () {
          confirm.disabled = true;
          call('POST', '/api/public/booking-links/confirm', { token: token }, T('cannotConfirm')).then(function () {
            confirm.replaceWith(el('p', { class: 'notice', text: T('isConfirmed') }));
            say(T('confirmed'));
          }).catch(function (error) { confirm.disabled = false; say(error.message, true); });
        });
        app.appendChild(el('div', { class: 'slots' }, [confirm]));
      }
      if (!booking.can_change) { say(T('cannotChange')); return; }
      say(T('canChange'));
      var slotsBox = el('div', { id: 'slots', 'aria-live': 'polite' });
      var cancel = el('button', { type: 'button', class: 'secondary', text: T('cancelIt') });
      var move = el('button', { type: 'button', class: 'primary', text: T('moveToChosen'), disabled: 'disabled' });
      var chosen = null;
      app.appendChild(el('h2', { text: T('moveIt') }));
      app.appendChild(slotsBox);
      app.appendChild(el('div', { class: 'slots' }, [move, cancel]));
      var start = addDays(today(), 1);
      slotPicker(slotsBox, { appointment_type: booking.appointment_type_key, branch_id: booking.branch_id, provider_id: booking.provider_id, start_date: start, end_date: addDays(start, 13) }, function (slot) {
        chosen = slot;
        move.removeAttribute('disabled');
      });
      cancel.addEventListener('click', function () {
        call('POST', '/api/public/booking-links/cancel', { token: token }, T('cannotChange')).then(function () {
          say(T('cancelled'));
          app.querySelectorAll('.slots, .notice, h2, #slots').forEach(function (n) { n.remove(); });
        }).catch(function (error) { say(error.message, true); });
      });
      move.addEventListener('click', function () {
        if (!chosen) return;
        call('POST', '/api/public/booking-links/reschedule', { token: token, start_time: chosen.start_time }).then(function (moved) {
          details.textContent = visitText(moved);
          say(T('moved'));
        }).catch(function (error) { say(error.message, true); });
      });
    }).catch(function (error) { say(error.message, true); });
  }

  if (mode === 'manage') managePage();
  else call('GET', '/api/public/booking/' + clinicId).then(bookPage).catch(function (error) { say(error.message, true); });
})();
`;

export const EMBED_SCRIPT = SCRIPT.replace('__TEXTS__', JSON.stringify(EMBED_TEXTS));
