/*
 * The sandbox's stand-in for the marketing-form provider's script (HubSpot forms v2, EU region): the same
 * global API, window.hbspt.forms.create({ region, portalId, formId, target, onFormSubmitted }), drawing a small
 * accessible form into the target. A submission is recorded by the sandbox (GET /__sandbox/marketing/submissions)
 * and then onFormSubmitted is called, as the provider calls it after its own submission. Plain ES2017, no build.
 */
(function () {
  'use strict';
  if (window.hbspt && window.hbspt.forms) return;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : '';
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  var count = 0;

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function field(id, label, type, autocomplete) {
    var wrap = element('div', { class: 'hs-form-field' });
    wrap.appendChild(element('label', { for: id }, label + ' *'));
    wrap.appendChild(element('input', { id: id, name: id.split('-').pop(), type: type, autocomplete: autocomplete, required: '', 'aria-required': 'true' }));
    var error = element('p', { id: id + '-error', class: 'hs-error-msg', hidden: '' });
    wrap.appendChild(error);
    return wrap;
  }

  function setError(input, message) {
    var error = input.ownerDocument.getElementById(input.id + '-error') || input.parentNode.querySelector('.hs-error-msg');
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
      error.textContent = message;
      error.hidden = false;
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      error.textContent = '';
      error.hidden = true;
    }
  }

  function create(options) {
    var target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (!target) {
      console.warn('[marketing stand-in] no target for form ' + options.formId);
      return;
    }
    count += 1;
    var prefix = 'hsForm_' + options.formId + '_' + count;
    var form = element('form', { id: prefix, class: 'hs-form', novalidate: '', lang: 'en', 'data-form-id': options.formId, 'data-created': String(count) });
    var first = field(prefix + '-firstname', 'First name', 'text', 'given-name');
    var email = field(prefix + '-email', 'Email', 'email', 'email');
    form.appendChild(first);
    form.appendChild(email);
    var submit = element('button', { type: 'submit', class: 'hs-button' }, 'Submit');
    form.appendChild(submit);
    var status = element('p', { role: 'alert', class: 'hs-submit-error' });
    form.appendChild(status);

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var nameInput = first.querySelector('input');
      var emailInput = email.querySelector('input');
      var name = nameInput.value.trim();
      var address = emailInput.value.trim();
      setError(nameInput, name ? '' : 'Please complete this required field.');
      setError(emailInput, !address ? 'Please complete this required field.' : EMAIL.test(address) ? '' : 'Email must be formatted correctly.');
      var invalid = form.querySelector('[aria-invalid="true"]');
      if (invalid) {
        invalid.focus();
        return;
      }
      submit.disabled = true;
      var values = { firstname: name, email: address };
      // text/plain keeps the cross-origin post a simple request (no preflight), as the provider's own beacon is.
      fetch(origin + '/__sandbox/marketing/submissions', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ region: options.region, portalId: String(options.portalId), formId: options.formId, values: values, pageUrl: location.href }),
      })
        .then(function (response) {
          if (!response.ok) throw new Error('status ' + response.status);
          var thanks = element('div', { class: 'submitted-message', role: 'status', tabindex: '-1', lang: 'en' }, 'Thanks for submitting the form.');
          target.replaceChildren(thanks);
          thanks.focus();
          if (typeof options.onFormSubmitted === 'function') options.onFormSubmitted(form, { submissionValues: values });
        })
        .catch(function () {
          submit.disabled = false;
          status.textContent = 'The form could not be sent. Please try again.';
        });
    });
    target.replaceChildren(form);
    if (typeof options.onFormReady === 'function') options.onFormReady(form);
    return form;
  }

  window.hbspt = window.hbspt || {};
  window.hbspt.forms = { create: create };
})();
