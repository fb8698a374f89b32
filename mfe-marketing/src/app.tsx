import { Box, Heading, Text } from '@chakra-ui/react';
import { Link, Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Box p="8"><Heading>Clinio landing</Heading><Link to="/about-us">About</Link><Text>v{__MFE_VERSION__}</Text></Box>} />
      <Route path="/about-us" element={<Box p="8"><Heading>About us</Heading><Link to="/">Home</Link></Box>} />
    </Routes>
  );
}
