-- Pictures stored here were once addressed with an origin taken from the uploading request's Host header; they are
-- paths on the API's own host now (the origin was whatever the uploader's client sent).
UPDATE "products"
SET "image_url" = substring("image_url" from '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*(/api/uz/product/[0-9]+/image/[0-9]+)$')
WHERE "image_url" ~ '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*/api/uz/product/[0-9]+/image/[0-9]+$';
