/**
 * openapi-fetch init for a multipart/form-data body. The FormData goes out as is: openapi-fetch then sets no
 * Content-Type, so the runtime writes it with the boundary. The generated body type only describes the fields.
 */
export function multipart(form: FormData) {
  return { body: form as never, bodySerializer: (body: unknown) => body };
}
