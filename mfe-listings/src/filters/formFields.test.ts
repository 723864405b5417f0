// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CITIES } from 'shared/contracts';
import { filtersToSearchParams, submittedFilters } from 'shared/listings';
import { FILTER_FIELD_NAMES, fieldName, fieldValue, formParams, keptFields } from './formFields';

describe("the filter dialog's fields", () => {
  it('are named after their filters’ query parameters', () => {
    expect(fieldName('place')).toBe('city');
    expect(fieldName('category')).toBe('type');
    expect(fieldName('option')).toBe('status');
    expect(fieldName('id')).toBe('id');
    // The price range is two fields, 'Çmimi nga' and 'Çmimi deri'.
    expect(() => fieldName('price')).toThrow();
    expect(() => fieldName('area')).toThrow();
    expect(FILTER_FIELD_NAMES).toEqual(['q', 'type', 'status', 'minPrice', 'maxPrice', 'minArea', 'maxArea', 'rooms', 'bedrooms', 'city', 'neighbourhood', 'id', 'bbox', 'docs', 'available']);
    expect(fieldName('text')).toBe('q');
    expect(fieldName('documents')).toBe('docs');
    expect(fieldName('rooms')).toBe('rooms');
    expect(fieldName('bedrooms')).toBe('bedrooms');
    expect(fieldName('available')).toBe('available');
  });

  it('send each choice as the URL writes it', () => {
    expect(fieldValue('option', ['Në Shitje'])).toBe('shitje');
    expect(fieldValue('option', ['Me Qera'])).toBe('qera');
    expect(fieldValue('category', ['land'])).toBe('land');
    expect(fieldValue('place', CITIES[0]!)).toBe(CITIES[0]);
    expect(fieldValue('place', 'Atlantis')).toBe('');
    expect(fieldValue('rooms', 2)).toBe('2');
    expect(fieldValue('bedrooms', 7)).toBe('');
    expect(fieldValue('available', true)).toBe('1');
  });

  it("send the area's two fields, a least count and 'Fshih të shiturat' as the URL says them", () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="minArea" value="1,200 m²">
      <input name="maxArea" value="">
      ${['', '1', '2', '3', '4'].map((value) => `<input type="radio" name="rooms" value="${value}"${value === '2' ? ' checked' : ''}>`).join('')}
      ${['', '1', '2', '3', '4'].map((value) => `<input type="radio" name="bedrooms" value="${value}"${value === '' ? ' checked' : ''}>`).join('')}
      <input type="checkbox" name="available" value="1" checked>`;
    expect(submittedFilters(formParams(form))).toEqual({ area: { min: 1200 }, rooms: 2, available: true });
    expect(filtersToSearchParams(submittedFilters(formParams(form)), 'newest', new URLSearchParams()).toString()).toBe('minArea=1200&rooms=2&available=1');
  });

  it('ticked one by one, send the search the app writes', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input type="hidden" name="page" value="1">
      ${CATEGORIES.map((category) => `<input type="checkbox" name="${fieldName('category')}" value="${fieldValue('category', [category])}">`).join('')}
      <input type="checkbox" name="${fieldName('option')}" value="${fieldValue('option', ['Me Qera'])}" checked>
      <input name="minPrice" value="">
      <input name="maxPrice" value="600">
      <select name="${fieldName('place')}"><option value="">Të gjitha</option><option selected>${CITIES[1]}</option></select>
      <input name="${fieldName('id')}" value="">`;
    form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[1]!.checked = true;
    form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[3]!.checked = true;
    const filters = { category: [CATEGORIES[1]!, CATEGORIES[3]!], option: ['Me Qera' as const], price: { max: 600 }, place: CITIES[1]! };
    expect(submittedFilters(formParams(form))).toEqual(filters);
    expect(filtersToSearchParams(submittedFilters(formParams(form)), 'newest', new URLSearchParams('page=1')).toString()).toBe(
      filtersToSearchParams(filters, 'newest', new URLSearchParams('page=1')).toString(),
    );
  });

  it('keep the page’s other parameters, on the first page, without the filters', () => {
    expect(keptFields(new URLSearchParams('page=3&view=harta&type=land&utm=x&sort=oldest'), 'oldest')).toEqual([
      ['page', '1'],
      ['view', 'harta'],
      ['utm', 'x'],
      ['sort', 'oldest'],
    ]);
  });
});
