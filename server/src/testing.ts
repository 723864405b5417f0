/**
 * What other packages' tests and measurements use of the server: real servers to test against
 * (PostgreSQL, SMTP) and photos made to test the upload pipeline.
 */
export { startTestPostgres, type TestPostgres } from './store/test-postgres';
export { TestSmtpServer, SMTP_USER, SMTP_PASSWORD, type ReceivedMail } from './notify/test-smtp-server';
export { cameraPhoto, metadataOf, phoneJpeg, pictureSize, plainPng, pngDeclaring, scenePicture, smallerCopy } from './photos/test-images';
