import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { ImageUpload } from './ImageUpload';
import { OpacitySlider } from './OpacitySlider';
import { CHARACTER_IMAGE_UPLOAD_ROUTE, SINGLE_IMAGE_UPLOAD_ROUTES } from '../../../contract/routes';
import { mockFetch, renderAdmin } from './testing';

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const floor = {
  label: 'Floor tile',
  current: null,
  route: SINGLE_IMAGE_UPLOAD_ROUTES.find((u) => u.key === 'floortile')!.route,
  success: 'Successfully saved floor tile!',
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'tile.png', { type: 'image/png' });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Save / });

test('Save is disabled while no image is chosen; choosing one shows its preview and enables Save', () => {
  mockFetch();
  renderAdmin(<ImageUpload {...floor} />);
  expect(saveButton().disabled).toBe(true);
  expect(screen.getByText('None (default)')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Floor tile'), { target: { files: [png()] } });
  expect(saveButton().disabled).toBe(false);
  expect(screen.getByAltText('Chosen floor tile').getAttribute('src')).toBe('blob:preview');
});

test('with no upload, the default the game shows is the current picture, captioned Default', () => {
  mockFetch();
  renderAdmin(<ImageUpload {...floor} fallback={<img src="/assets/floor.svg" alt="" />} />);
  expect(screen.queryByText('None (default)')).toBeNull();
  const art = screen.getByRole('img', { name: 'Default floor tile' });
  expect(art.querySelector('img')?.getAttribute('src')).toBe('/assets/floor.svg');
  expect(screen.getByText('Default')).toBeTruthy();
});

test('an uploaded image replaces the default', () => {
  mockFetch();
  renderAdmin(
    <ImageUpload
      {...floor}
      current="/v1/setting/image/floortile?v=2"
      fallback={<img src="/x.svg" alt="" />}
    />,
  );
  expect(screen.getByAltText('Current floor tile').getAttribute('src')).toBe(
    '/v1/setting/image/floortile?v=2',
  );
  expect(screen.queryByRole('img', { name: 'Default floor tile' })).toBeNull();
});

test('a GIF or a file over 5 MB is refused before upload and Save stays disabled', () => {
  mockFetch();
  renderAdmin(<ImageUpload {...floor} />);
  const input = screen.getByLabelText('Floor tile');
  fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
  expect(screen.getByRole('alert').textContent).toBe('Please upload a PNG, JPEG or WebP image.');
  expect(saveButton().disabled).toBe(true);
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(screen.getByRole('alert').textContent).toBe(
    'The image is larger than 5 MB. Please upload a smaller image.',
  );
  expect(saveButton().disabled).toBe(true);
});

test('Save uploads the image as a form with its fields, toasts, and shows the new current image', async () => {
  const calls = mockFetch(() => ({ body: { status: 'ok', url: '/v1/setting/image/charimg-C-1?v=5' } }));
  renderAdmin(
    <ImageUpload
      label="Cook give image"
      labelHidden
      current="/v1/setting/image/charimg-C-1?v=1"
      route={CHARACTER_IMAGE_UPLOAD_ROUTE}
      fields={{ imgFor: 'C', n: '1' }}
      success="Image of Cook successfully saved!"
    />,
  );
  expect(screen.getByAltText('Current cook give image').getAttribute('src')).toBe(
    '/v1/setting/image/charimg-C-1?v=1',
  );
  fireEvent.change(screen.getByLabelText('Cook give image'), { target: { files: [png()] } });
  fireEvent.click(saveButton());
  await waitFor(() => {
    expect(screen.getByRole('status').textContent).toBe('Image of Cook successfully saved!');
  });
  expect(calls).toHaveLength(1);
  const form = calls[0]!.body as FormData;
  expect(calls[0]!.path).toBe('/v1/setting/charimg');
  expect([form.get('imgFor'), form.get('n'), (form.get('image') as File).name]).toEqual([
    'C',
    '1',
    'tile.png',
  ]);
  expect(screen.getByAltText('Current cook give image').getAttribute('src')).toBe(
    '/v1/setting/image/charimg-C-1?v=5',
  );
  expect(saveButton().disabled).toBe(true);
});

test("an upload the server refuses shows the server's message", async () => {
  mockFetch(() => ({ status: 415, body: { message: 'Please upload a PNG, JPEG or WebP image.' } }));
  renderAdmin(<ImageUpload {...floor} />);
  fireEvent.change(screen.getByLabelText('Floor tile'), { target: { files: [png()] } });
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toBe('Please upload a PNG, JPEG or WebP image.');
});

test('the opacity slider rounds to one decimal and saves {value, title}', async () => {
  const calls = mockFetch();
  renderAdmin(<OpacitySlider title="faceOpacity" name="face opacity" initial={0.46} />);
  const slider = screen.getByLabelText<HTMLInputElement>('Face opacity');
  expect(slider.value).toBe('0.5');
  fireEvent.change(slider, { target: { value: '0.30000000000000004' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save face opacity' }));
  await waitFor(() => {
    expect(screen.getByRole('status').textContent).toBe('Successfully saved face opacity!');
  });
  expect(calls).toEqual([
    { method: 'POST', path: '/v1/setting/saveopacity', body: { value: 0.3, title: 'faceOpacity' } },
  ]);
});
