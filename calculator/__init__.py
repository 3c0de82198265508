"""calculator package."""
