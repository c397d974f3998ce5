import mongoose from 'mongoose';

// Unit tests (`*.test.ts`) run pure logic without a database; a test that needs one is an
// integration test and is named `*.int.test.ts` (its project starts FerretDB first).
const refuse = () => {
  throw new Error('This test connects to a database: name the file *.int.test.ts so it runs as an integration test.');
};
mongoose.connect = refuse as typeof mongoose.connect;
mongoose.createConnection = refuse as typeof mongoose.createConnection;
